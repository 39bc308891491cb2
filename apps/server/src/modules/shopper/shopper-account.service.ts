import type { DeleteAccountRequest } from '@tryown/contracts';
import { verifyPassword } from '../../auth/password.ts';
import type { Services } from '../../services.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { objectKeys } from '../../storage/keys.ts';
import { deleteUser, findUserById } from '../auth-user/auth-user.repository.ts';
import { deletePersonFilesJob } from '../person-photos/person-files.job.ts';
import { ownerOf, type Shopper } from './shopper.ts';

/** A Google-only account has no password; typing its e-mail address confirms instead. */
async function confirms(row: { passwordHash: string | null; email: string }, password: string) {
  if (row.passwordHash) return verifyPassword(row.passwordHash, password);
  return password.trim().toLowerCase() === row.email.toLowerCase();
}

/**
 * The shopper's account and everything they made: the row (photos, try-ons and looks cascade) and,
 * by a job queued in the same transaction, every file in their folder. A try-on finishing
 * afterwards finds no photo and drops its result.
 */
export async function deleteShopperAccount({ db, queue }: Pick<Services, 'db' | 'queue'>, shopper: Shopper, input: DeleteAccountRequest) {
  const row = await findUserById(db, shopper.id);
  if (!row) throw notFound('Account not found');
  if (!(await confirms(row, input.password))) throw badRequest('password: that is not your password');
  await db.transaction(async (tx) => {
    if (!(await deleteUser(tx, shopper.id))) throw notFound('Account not found');
    await queue.send(deletePersonFilesJob, { prefixes: [objectKeys.personPrefix(shopper.clientId, ownerOf(shopper))] }, { inTransaction: tx });
  });
  return { success: true as const, message: 'Your account and everything in it were deleted' };
}
