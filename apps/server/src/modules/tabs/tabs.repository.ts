import { asc, eq } from 'drizzle-orm';
import type { Tab } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { tabs } from '../../db/schema.ts';

const columns = {
  id: tabs.id,
  name: tabs.name,
  screen: tabs.screen,
  description: tabs.description,
  icon: tabs.icon,
  order: tabs.order,
  enabled: tabs.enabled,
  categories: tabs.categories,
};

export const listStoreTabs = (db: Db, clientId: string): Promise<Tab[]> =>
  db.select(columns).from(tabs).where(eq(tabs.clientId, clientId)).orderBy(asc(tabs.order), asc(tabs.createdAt), asc(tabs.name));

/** The screens of the store's existing tabs, by id. */
export async function storeTabScreens(db: Db, clientId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: tabs.id, screen: tabs.screen }).from(tabs).where(eq(tabs.clientId, clientId));
  return new Map(rows.map((row) => [row.id, row.screen]));
}

/** Replaces the store's whole tab list in one transaction: readers see the old list or the new one. */
export async function replaceStoreTabs(db: Db, clientId: string, list: Tab[]) {
  await db.transaction(async (tx) => {
    await tx.delete(tabs).where(eq(tabs.clientId, clientId));
    if (list.length > 0) await tx.insert(tabs).values(list.map((tab) => ({ ...tab, clientId })));
  });
}
