import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './auth/password.ts';
import { readCredentials, writeCredentials } from './credentials-file.ts';
import { inStartupTurn } from './db/startup-turn.ts';
import { hasSuperadmin, insertSuperadminIfAbsent } from './modules/accounts/account.repository.ts';
import type { Services } from './services.ts';

const NAME = 'Super Admin';

/**
 * Makes sure a super admin exists. With SUPERADMIN_EMAIL/PASSWORD that account is created if absent;
 * otherwise, on an empty system, one is generated and its password printed once and written (mode 600)
 * under DATA_DIR. Processes starting at once on one database take turns (inStartupTurn): exactly one
 * creates the account, and only its password is printed and filed; the others find the account.
 */
export async function ensureSuperadmin(services: Services, log: FastifyBaseLogger) {
  const { db, config } = services;
  const wanted = config.superadmin;
  if (wanted.email && wanted.password) {
    // One statement: of processes starting at once, the one whose row goes in says so.
    const created = await insertSuperadminIfAbsent(db, { name: NAME, email: wanted.email.toLowerCase(), passwordHash: await hashPassword(wanted.password) });
    if (created) log.info({ email: wanted.email }, 'super admin created from SUPERADMIN_EMAIL');
    return;
  }
  const file = path.join(config.dataDir, 'superadmin-credentials.txt');
  const generated = await inStartupTurn(db, 'superadmin', async (tx) => {
    if (await hasSuperadmin(tx)) return null;
    // The password goes to disk before the row (credentials-file.ts): a start cut off between the two
    // finds it on the next start and creates the account with it.
    const saved = await readCredentials(file);
    const email = wanted.email?.toLowerCase() ?? 'superadmin@tryown.local';
    const password = saved?.email === email && saved.password ? saved.password : randomBytes(12).toString('base64url');
    if (password !== saved?.password) await writeCredentials(file, { email, password });
    // Cannot conflict while the turn is held (no super admin at all); a process of an older version,
    // which takes no turn, could still have made one a moment ago: then this file's password is not its.
    if (!(await insertSuperadminIfAbsent(tx, { name: NAME, email, passwordHash: await hashPassword(password) }))) {
      log.warn({ email, file }, 'another process created the super admin at the same moment: the password in this file is not its password');
      return null;
    }
    return { email, password };
  });
  if (generated) printOnce(`Super admin created. Sign in at /superadmin with\n  email:    ${generated.email}\n  password: ${generated.password}\n(also written to ${file})`);
}

/** Start-up notices a person must read: plain text on stdout, outside the JSON log stream. */
export function printOnce(text: string) {
  process.stdout.write(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}\n\n`);
}
