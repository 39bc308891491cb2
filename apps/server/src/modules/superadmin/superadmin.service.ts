import { eq } from 'drizzle-orm';
import type { LoginAsRequest, RegisterAdminRequest, SuperadminRegisterClientRequest } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { superadmins } from '../../db/schema.ts';
import type { Principal, TokenService } from '../../auth/tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { findSuperadminByEmail } from '../accounts/account.repository.ts';
import { createAdminAccount, impersonate } from '../admin/admin.service.ts';
import { toAdmin, toClient } from '../accounts/account.mappers.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createClientAccount } from '../clients/client.service.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/** One generic answer for a wrong e-mail or a wrong password, so neither leaks. */
const INVALID = 'Invalid email or password';

export async function loginSuperadmin(db: Db, tokens: TokenService, email: string, password: string) {
  const account = await findSuperadminByEmail(db, email);
  const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !ok) throw unauthorized(INVALID);
  const token = await tokens.issue({ role: 'superadmin', id: account.id, clientId: null });
  return { success: true as const, message: 'Login successful', token, superadmin: { name: account.name, email: account.email } };
}

/**
 * 'Login as': the super admin re-enters their own password before acting as another account.
 * A wrong password is 403, not 401: the session itself is valid and must not be dropped.
 */
export async function loginAsAccount(db: Db, tokens: TokenService, actor: Principal, target: LoginAsRequest) {
  const [self] = await db.select().from(superadmins).where(eq(superadmins.id, actor.id)).limit(1);
  if (!self || !(await verifyPassword(self.passwordHash, target.password))) throw forbidden('Incorrect password');
  return impersonate(db, tokens, actor, { role: target.role, id: target.id });
}

export async function registerAdminBySuperadmin(db: Db, actor: Principal, input: RegisterAdminRequest) {
  // The audit row commits with the account (as for stores below): never an account without its record.
  const row = await db.transaction(async (tx) => {
    const created = await createAdminAccount(tx, input);
    await recordAudit(tx, actor, 'create_admin', { type: 'admin', id: created.id });
    return created;
  });
  return { success: true as const, message: 'Admin created successfully', data: toAdmin(row) };
}

export async function registerClientBySuperadmin(db: Db, storage: ObjectStorage, actor: Principal, input: SuperadminRegisterClientRequest) {
  const row = await createClientAccount(db, storage, { ...input, websiteUrl: input.websiteUrl || null }, { alsoInTransaction: (tx, store) => recordAudit(tx, actor, 'create_client', { type: 'client', id: store.id }) });
  return { success: true as const, message: 'Client created successfully', data: toClient(row) };
}
