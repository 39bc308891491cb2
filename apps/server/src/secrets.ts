import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  adminRegistrationCode: string;
  /** Which values were generated just now, so start-up can print them once. */
  generated: { adminRegistrationCode: boolean };
}

interface StoredSecrets {
  jwtSecret?: string;
  adminRegistrationCode?: string;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json
 * (mode 600), so tokens survive restarts. Scale-out sets JWT_SECRET on every instance instead.
 */
export async function loadSecrets(dataDir: string, given: { jwtSecret?: string; adminRegistrationCode?: string }): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generatedCode = !given.adminRegistrationCode && !stored.adminRegistrationCode;
  const next: Required<StoredSecrets> = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    adminRegistrationCode: stored.adminRegistrationCode ?? `TRY-${randomBytes(6).toString('hex').toUpperCase()}`,
  };
  if (next.jwtSecret !== stored.jwtSecret || next.adminRegistrationCode !== stored.adminRegistrationCode) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: given.jwtSecret ?? next.jwtSecret,
    adminRegistrationCode: given.adminRegistrationCode ?? next.adminRegistrationCode,
    generated: { adminRegistrationCode: generatedCode },
  };
}
