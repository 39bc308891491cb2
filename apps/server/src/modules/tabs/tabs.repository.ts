import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tab } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { tabs } from '../../db/schema.ts';

const columns = {
  id: tabs.id,
  name: tabs.name,
  description: tabs.description,
  icon: tabs.icon,
  order: tabs.order,
  enabled: tabs.enabled,
  categories: tabs.categories,
};

export const listStoreTabs = (db: Db, clientId: string): Promise<Tab[]> =>
  db.select(columns).from(tabs).where(eq(tabs.clientId, clientId)).orderBy(asc(tabs.order), asc(tabs.createdAt), asc(tabs.name));

/** Ids in the list that already belong to another store (tab ids are global keys). */
export async function idsOwnedElsewhere(db: Db, clientId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tabs.id })
    .from(tabs)
    .where(and(inArray(tabs.id, ids), ne(tabs.clientId, clientId)));
  return rows.map((row) => row.id);
}

/** Replaces the store's whole tab list in one transaction: readers see the old list or the new one. */
export async function replaceStoreTabs(db: Db, clientId: string, list: Tab[]) {
  await db.transaction(async (tx) => {
    await tx.delete(tabs).where(eq(tabs.clientId, clientId));
    if (list.length > 0) await tx.insert(tabs).values(list.map((tab) => ({ ...tab, clientId })));
  });
}
