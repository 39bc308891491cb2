import { readFileIfPresent, writeFileAtomically } from './lib/atomic-file.ts';

/** `label: value` lines, as the generated start-up credentials files under DATA_DIR are written. */
type Credentials = Record<string, string>;

/**
 * Generated accounts (the super admin, the demo store) have their password written here, atomically,
 * *before* the account's rows: a start cut off between the two finds the password on the next start
 * and creates the account with it, so there is never an account no one can sign in to.
 */
export async function readCredentials(file: string): Promise<Credentials | null> {
  const text = await readFileIfPresent(file);
  if (text === null) return null;
  const fields: Credentials = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(': ');
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2).trim();
  }
  return fields;
}

export const writeCredentials = (file: string, fields: Credentials) =>
  writeFileAtomically(
    file,
    Object.entries(fields)
      .map(([label, value]) => `${label}: ${value}\n`)
      .join(''),
  );
