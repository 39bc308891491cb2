import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const older = mkdtempSync(path.join(os.tmpdir(), 'tryown-migrations-'));
afterAll(() => rmSync(older, { recursive: true, force: true }));

// Tabs used to open their screen by name; the tab-screens migration keeps what each one opened.
it('gives existing tabs the screen their name opened before', async () => {
  cpSync(migrationsFolder, older, { recursive: true });
  const journalFile = path.join(older, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_tab-screens'));
  expect(at, 'the tab-screens migration').toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: older });
  const store = await client.query<{ id: string }>(`INSERT INTO clients (name, email, password_hash, business_name, public_id) VALUES ('A', 'a@x.test', 'x', 'A', 'PUB1') RETURNING id`);
  const names = ['Overview', 'Business Profile', 'users', 'Models', ' Store ', 'Playground', 'AI Outfits', 'Try-on', 'Try on', 'Catalogue', 'Lookbook'];
  for (const [i, name] of names.entries()) await client.query(`INSERT INTO tabs (id, client_id, name, "order") VALUES ($1, $2, $3, $4)`, [`t${i}`, store.rows[0]!.id, name, i]);

  await migrate(db, { migrationsFolder });
  // Later migrations may add tabs of their own; these are the ones this test wrote.
  const rows = await client.query<{ screen: string }>(`SELECT screen FROM tabs WHERE id = ANY($1) ORDER BY "order"`, [names.map((_name, i) => `t${i}`)]);
  expect(rows.rows.map((row) => row.screen)).toEqual(['overview', 'business-profile', 'users', 'models', 'dresses', 'playground', 'ai-outfits', 'tryon', 'tryon', 'custom', 'custom']);
  await client.close();
}, 60_000);
