import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@tryown/contracts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Principal } from '../../auth/tokens.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { countResetsSince, findAccountByEmail, findAccountById, insertReset, resetWithToken, setPassword, type LoginAccount } from './password.repository.ts';
import { resetMail } from './reset-mail.ts';

const LINK_MINUTES = 60;
/** At most this many links per account in LIMIT_WINDOW_MS, so nobody can flood an inbox. */
const LINKS_PER_WINDOW = 3;
const LIMIT_WINDOW_MS = 15 * 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link and mails it; false when the account already had its share of links. */
async function mailResetLink(services: Services, role: Role, account: LoginAccount, sentByStaff: boolean, log: FastifyBaseLogger): Promise<boolean> {
  const now = Date.now();
  if ((await countResetsSince(services.db, role, account.id, new Date(now - LIMIT_WINDOW_MS))) >= LINKS_PER_WINDOW) {
    log.warn({ role, accountId: account.id }, 'password reset link not sent: too many asked for this account in the last 15 minutes');
    return false;
  }
  const token = randomBytes(32).toString('base64url');
  await insertReset(services.db, { role, accountId: account.id, tokenHash: digest(token), expiresAt: new Date(now + LINK_MINUTES * 60_000) });
  await services.mailer.send(resetMail(services.config.publicUrl, account, role, token, LINK_MINUTES, sentByStaff), log);
  return true;
}

/**
 * 'Forgot password?': mails a link when the e-mail has an account of this role. The route answers
 * 202 before this runs, so neither the answer nor its timing says whether the account exists.
 */
export async function requestPasswordReset(services: Services, role: Role, email: string, log: FastifyBaseLogger) {
  const account = await findAccountByEmail(services.db, role, email);
  if (!account) {
    log.info({ role }, 'password reset asked for an e-mail without an account');
    return;
  }
  await mailResetLink(services, role, account, false, log);
}

/** Staff send the link: an admin to a store owner, the super admin to a store owner or an admin. */
export async function sendResetLinkAsStaff(services: Services, principal: Principal, role: 'client' | 'admin', id: string, log: FastifyBaseLogger) {
  if (role === 'admin' && principal.role !== 'superadmin') throw forbidden();
  const account = await findAccountById(services.db, role, id);
  if (!account) throw notFound(role === 'client' ? 'Client not found' : 'Admin not found');
  if (!(await mailResetLink(services, role, account, true, log))) throw new HttpError(429, 'A reset link was sent to this account in the last 15 minutes. Please wait before sending another.');
  const where = services.mailer.sends ? `e-mailed to ${account.email}` : `written to the server log for ${account.email} (SMTP_URL is not set)`;
  return { success: true as const, message: `Password reset link ${where}` };
}

/** The page behind the link: sets the new password and ends every session of the account. */
export async function resetPassword(services: Services, token: string, password: string) {
  const reset = await resetWithToken(services.db, digest(token), await hashPassword(password), new Date());
  if (!reset) throw badRequest('This reset link is invalid, expired or already used. Please ask for a new one.');
  return { success: true as const, message: 'Your password has been reset. Please log in with your new password.', role: reset.role };
}

/** 'Change password' for the signed-in account: its other sessions end; this one gets a new token. */
export async function changePassword(services: Services, principal: Principal, currentPassword: string, newPassword: string) {
  if (principal.impersonatedBy) throw forbidden('Sign in as this account yourself to change its password');
  const account = await findAccountById(services.db, principal.role, principal.id);
  if (!account) throw notFound('Account not found');
  if (!account.passwordHash) throw forbidden("This account signs in with Google and has no password yet. Use 'Forgot password?' to set one.");
  if (!(await verifyPassword(account.passwordHash, currentPassword))) throw forbidden('Current password is incorrect');
  await setPassword(services.db, principal.role, principal.id, await hashPassword(newPassword), new Date());
  const token = await services.tokens.issue({ role: principal.role, id: principal.id, clientId: principal.clientId });
  return { success: true as const, message: 'Password changed. Other sessions of this account have been signed out.', token };
}
