import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminRegisterRequest, ImpersonatedSessionData, RegisterAdminRequest, ShopperLimits } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import type { Principal, TokenService } from '../../auth/tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { deleteClientAccount } from '../clients/client.service.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { deleteAdminById, findAdminByEmail, findAdminById, findClientById, insertAdmin, updateShopperLimits } from './admin.repository.ts';

/** One generic answer for a wrong e-mail or a wrong password, so neither leaks. */
const INVALID = 'Invalid email or password';

export async function loginAdmin(db: Db, tokens: TokenService, email: string, password: string) {
  const account = await findAdminByEmail(db, email);
  const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !ok) throw unauthorized(INVALID);
  const token = await tokens.issue({ role: 'admin', id: account.id, clientId: null });
  return { success: true as const, message: 'Login successful', token, admin: { name: account.name, email: account.email } };
}

/** Compares hashes of equal length, so neither the code's content nor its length leaks through timing. */
export function adminCodeMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A taken e-mail is the unique constraint's 409 (lib/unique-violations.ts), also when two requests race. */
export async function createAdminAccount(db: Db, input: RegisterAdminRequest) {
  return insertAdmin(db, { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
}

export async function registerAdmin(db: Db, registrationCode: string, input: AdminRegisterRequest) {
  if (!adminCodeMatches(input.admincode, registrationCode)) throw forbidden('Invalid admin registration code');
  await createAdminAccount(db, input);
  return { success: true as const, message: 'Admin registration successful! You can now log in.' };
}

export async function deleteClientAsStaff(services: Pick<Services, 'db' | 'queue'>, actor: Principal, clientId: string) {
  const client = await findClientById(services.db, clientId);
  const audit = (tx: Db) => recordAudit(tx, actor, 'delete_client', { type: 'client', id: client!.id }, { email: client!.email, businessName: client!.businessName });
  if (!client || !(await deleteClientAccount(services, client.id, audit))) throw notFound('Client not found');
  return { success: true as const, message: 'Client deleted successfully' };
}

export async function deleteAdminAccount(db: Db, actor: Principal, adminId: string) {
  const admin = await findAdminById(db, adminId);
  if (!admin) throw notFound('Admin not found');
  // The delete and its audit row commit together.
  await db.transaction(async (tx) => {
    if (!(await deleteAdminById(tx, admin.id))) throw notFound('Admin not found');
    await recordAudit(tx, actor, 'delete_admin', { type: 'admin', id: admin.id }, { email: admin.email });
  });
  return { success: true as const, message: 'Admin deleted successfully' };
}

/**
 * A short-lived token (tokens.ts caps impersonation at one hour) for another account, plus the
 * session data its dashboard expects. Every call is written to the audit log.
 */
export async function impersonate(db: Db, tokens: TokenService, actor: Principal, target: { role: 'admin' | 'client'; id: string }) {
  const impersonatedBy = { role: actor.role, id: actor.id };
  let token: string;
  let data: ImpersonatedSessionData;
  if (target.role === 'client') {
    const client = await findClientById(db, target.id);
    if (!client) throw notFound('Client not found');
    token = await tokens.issue({ role: 'client', id: client.id, clientId: client.id, impersonatedBy });
    data = { role: 'client', userType: 'client', name: client.name, email: client.email, id: client.id, clientId: client.id, userId: client.publicId };
  } else {
    const admin = await findAdminById(db, target.id);
    if (!admin) throw notFound('Admin not found');
    token = await tokens.issue({ role: 'admin', id: admin.id, clientId: null, impersonatedBy });
    data = { role: 'admin', userType: 'admin', name: admin.name, email: admin.email, id: admin.id };
  }
  await recordAudit(db, actor, 'impersonate', { type: target.role, id: target.id });
  return { success: true as const, message: `Logged in as ${data.name}`, token, data };
}

/** The store's daily cap on its shoppers' try-ons (decision 0100). */
export async function setShopperLimits(db: Db, clientId: string, limits: ShopperLimits) {
  const row = await updateShopperLimits(db, clientId, limits.shopperTryonDailyCap);
  if (!row) throw notFound('Client not found');
  return { success: true as const, message: 'Shopper limits saved', shopperTryonDailyCap: row.shopperTryonDailyCap };
}
