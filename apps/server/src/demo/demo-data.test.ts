import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { clients, dresses, models, tabs } from '../db/schema.ts';
import { clothTypeOf } from '../tryon/cloth-type.ts';
import { analysisStateOf } from '../tryon/photo-analysis.ts';
import { DEMO_EMAIL, ensureDemoStore } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('creates one demo store with drawn images, default tabs and printed credentials, once', async () => {
  await ensureDemoStore(t.services, t.app.log);
  await ensureDemoStore(t.services, t.app.log);
  const stores = await t.services.db.select().from(clients).where(eq(clients.email, DEMO_EMAIL));
  expect(stores).toHaveLength(1);
  const storeId = stores[0]!.id;
  const storeModels = await t.services.db.select().from(models).where(eq(models.clientId, storeId));
  const storeDresses = await t.services.db.select().from(dresses).where(eq(dresses.clientId, storeId));
  expect(storeModels.length).toBeGreaterThanOrEqual(3);
  expect(storeDresses.length).toBeGreaterThanOrEqual(5);
  expect((await t.services.db.select().from(tabs).where(eq(tabs.clientId, storeId))).map((tab) => tab.name)).toContain('Models');
  // Checked like uploads: each card shows ready or refused (with the reason), none "not checked".
  for (const row of storeModels) expect(analysisStateOf(row.analysis).state, row.name).not.toBe('needs_check');
  for (const row of storeDresses) expect(analysisStateOf(row.analysis, clothTypeOf(row)).state, row.name).not.toBe('needs_check');
  const image = await t.services.storage.get(storeModels[0]!.imageKey);
  expect((await sharp(image!).metadata()).width).toBe(768);
}, 120_000);
