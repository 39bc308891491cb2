import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `text` to `file` so that a crash leaves the old file or the new one, never part of one: a
 * temporary file beside it, flushed to disk, then renamed over it. Mode 600: these files hold secrets.
 */
export async function writeFileAtomically(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/** The file's text, or null when there is no such file. */
export async function readFileIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
