import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { findSuperadminByEmail } from '../accounts/account.repository.ts';

/** One generic answer for a wrong e-mail or a wrong password, so neither leaks. */
const INVALID = 'Invalid email or password';

export async function loginSuperadmin(db: Db, tokens: TokenService, email: string, password: string) {
  const account = await findSuperadminByEmail(db, email);
  const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !ok) throw unauthorized(INVALID);
  const token = await tokens.issue({ role: 'superadmin', id: account.id, clientId: null });
  return { success: true as const, message: 'Login successful', token, superadmin: { name: account.name, email: account.email } };
}
