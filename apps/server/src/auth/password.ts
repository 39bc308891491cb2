import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): about 30 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
