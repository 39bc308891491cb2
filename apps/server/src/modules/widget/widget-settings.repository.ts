import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { widgetSettings } from '../../db/schema.ts';

export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;

/** A publishable key: public by design (it sits in the shop's HTML), so it only names the store. */
export const newPublicKey = () => `pk_${randomBytes(18).toString('base64url')}`;

/** The store's widget settings, made (switched off, no origins) the first time they are asked for. */
export async function settingsOfStore(db: Db, clientId: string): Promise<WidgetSettingsRow> {
  await db.insert(widgetSettings).values({ clientId, publicKey: newPublicKey() }).onConflictDoNothing({ target: widgetSettings.clientId });
  const [row] = await db.select().from(widgetSettings).where(eq(widgetSettings.clientId, clientId));
  return row!;
}

export async function updateSettings(db: Db, clientId: string, values: { origins: string[]; enabled: boolean; monthlyCap: number }) {
  await settingsOfStore(db, clientId);
  const [row] = await db
    .update(widgetSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(widgetSettings.clientId, clientId))
    .returning();
  return row!;
}

export async function rotateKey(db: Db, clientId: string) {
  await settingsOfStore(db, clientId);
  const [row] = await db.update(widgetSettings).set({ publicKey: newPublicKey(), updatedAt: new Date() }).where(eq(widgetSettings.clientId, clientId)).returning();
  return row!;
}

/** Switches the store's widget on for TryOwn's own pages (the landing demo's). */
export async function openToOwnSite(db: Db, clientId: string) {
  await settingsOfStore(db, clientId);
  await db.update(widgetSettings).set({ enabled: true, allowOwnSite: true }).where(eq(widgetSettings.clientId, clientId));
}

/** Looked up on every widget request, never cached: a rotated key stops working at once. */
export async function settingsByKey(db: Db, publicKey: string) {
  const [row] = await db.select().from(widgetSettings).where(eq(widgetSettings.publicKey, publicKey));
  return row ?? null;
}
