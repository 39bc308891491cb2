import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses, widgetSettings } from '../../db/schema.ts';
import { findDemoStore } from '../../demo/demo-data.ts';
import { settingsOfStore } from './widget-settings.repository.ts';

const DEMO_DRESSES = 12;

/**
 * The landing's "Try a demo" runs the storefront widget against the demo store: its widget is on,
 * and usable on TryOwn's own pages (same origin) without listing an origin the server cannot know.
 */
export async function ensureDemoWidget(db: Db) {
  const store = await findDemoStore(db);
  if (!store) return;
  await settingsOfStore(db, store.id);
  await db.update(widgetSettings).set({ enabled: true, allowOwnSite: true }).where(eq(widgetSettings.clientId, store.id));
}

/** The demo's key and enabled dresses, or null when this server has no demo store (DEMO_DATA=0). */
export async function demoCatalogue(db: Db) {
  const store = await findDemoStore(db);
  if (!store) return null;
  const settings = await settingsOfStore(db, store.id);
  const rows = await db
    .select()
    .from(dresses)
    .where(and(eq(dresses.clientId, store.id), eq(dresses.disabled, false)))
    .orderBy(asc(dresses.createdAt))
    .limit(DEMO_DRESSES);
  return { key: settings.publicKey, enabled: settings.enabled && settings.allowOwnSite, dresses: rows };
}
