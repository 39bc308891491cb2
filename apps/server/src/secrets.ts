import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readFileIfPresent, writeFileAtomically } from './lib/atomic-file.ts';

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
 * (mode 600, written atomically), so tokens survive restarts. Scale-out sets JWT_SECRET on every instance instead.
 */
export async function loadSecrets(dataDir: string, given: { jwtSecret?: string; adminRegistrationCode?: string }): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  const text = await readFileIfPresent(file);
  const stored = (text === null ? {} : JSON.parse(text)) as StoredSecrets;
  const generatedCode = !given.adminRegistrationCode && !stored.adminRegistrationCode;
  const next: Required<StoredSecrets> = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    adminRegistrationCode: stored.adminRegistrationCode ?? `TRY-${randomBytes(6).toString('hex').toUpperCase()}`,
  };
  if (next.jwtSecret !== stored.jwtSecret || next.adminRegistrationCode !== stored.adminRegistrationCode) {
    // Atomically: a half-written file would stop every later start (and sign everyone out).
    await writeFileAtomically(file, JSON.stringify(next, null, 2));
  }
  return {
    jwtSecret: given.jwtSecret ?? next.jwtSecret,
    adminRegistrationCode: given.adminRegistrationCode ?? next.adminRegistrationCode,
    generated: { adminRegistrationCode: generatedCode },
  };
}
