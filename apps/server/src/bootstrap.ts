import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './auth/password.ts';
import { readCredentials, writeCredentials } from './credentials-file.ts';
import { superadmins } from './db/schema.ts';
import type { Services } from './services.ts';

/**
 * Makes sure a super admin exists. With SUPERADMIN_EMAIL/PASSWORD that account is created if absent;
 * otherwise, on an empty system, one is generated and its password printed once and written (mode 600)
 * under DATA_DIR.
 */
export async function ensureSuperadmin(services: Services, log: FastifyBaseLogger) {
  const { db, config } = services;
  const wanted = config.superadmin;
  if (wanted.email && wanted.password) {
    const inserted = await db
      .insert(superadmins)
      .values({ name: 'Super Admin', email: wanted.email.toLowerCase(), passwordHash: await hashPassword(wanted.password) })
      .onConflictDoNothing()
      .returning({ id: superadmins.id });
    if (inserted.length > 0) log.info({ email: wanted.email }, 'super admin created from SUPERADMIN_EMAIL');
    return;
  }
  const existing = await db.select({ id: superadmins.id }).from(superadmins).limit(1);
  if (existing.length > 0) return;
  // The password goes to disk before the row (credentials-file.ts): a start cut off between the two
  // finds it on the next start and creates the account with it.
  const file = path.join(config.dataDir, 'superadmin-credentials.txt');
  const saved = await readCredentials(file);
  const email = wanted.email?.toLowerCase() ?? 'superadmin@tryown.local';
  const password = saved?.email === email && saved.password ? saved.password : randomBytes(12).toString('base64url');
  if (password !== saved?.password) await writeCredentials(file, { email, password });
  await db.insert(superadmins).values({ name: 'Super Admin', email, passwordHash: await hashPassword(password) }).onConflictDoNothing();
  printOnce(`Super admin created. Sign in at /superadmin with\n  email:    ${email}\n  password: ${password}\n(also written to ${file})`);
}

/** Start-up notices a person must read: plain text on stdout, outside the JSON log stream. */
export function printOnce(text: string) {
  process.stdout.write(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}\n\n`);
}
