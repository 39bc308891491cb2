import { randomUUID } from 'node:crypto';
import type { SaveTabsRequest } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findClientById } from '../admin/admin.repository.ts';
import { listStoreTabs, replaceStoreTabs, storeTabScreens } from './tabs.repository.ts';

/** Staff may open any store; a store only its own. Anything else looks like a missing store. */
async function storeFor(db: Db, principal: Principal, clientId: string) {
  if (principal.role === 'client' && principal.clientId !== clientId) throw notFound('Client not found');
  const client = await findClientById(db, clientId);
  if (!client) throw notFound('Client not found');
  return client.id;
}

export async function getTabs(db: Db, principal: Principal, clientId: string) {
  const storeId = await storeFor(db, principal, clientId);
  return { success: true as const, message: 'Tabs fetched successfully', tabs: await listStoreTabs(db, storeId) };
}

/**
 * The list replaces the store's tabs. Ids are the server's: a tab naming one of the store's own
 * tabs keeps its id, any other (a new tab, or an id of another store) gets a fresh UUID.
 */
export async function saveTabs(db: Db, principal: Principal, clientId: string, list: SaveTabsRequest['tabs']) {
  const storeId = await storeFor(db, principal, clientId);
  const given = list.flatMap((tab) => (tab.id ? [tab.id] : []));
  if (new Set(given).size !== given.length) throw badRequest('tabs: every tab needs a unique id');
  // The screens of the store's own tabs, by id: only those ids are kept.
  const screens = await storeTabScreens(db, storeId);
  const withIds = list.map((tab) => ({ ...tab, id: tab.id && screens.has(tab.id) ? tab.id : randomUUID() }));
  const changed = withIds.findIndex((tab) => screens.has(tab.id) && screens.get(tab.id) !== tab.screen);
  if (changed >= 0) throw badRequest(`tabs.${changed}.screen: a tab keeps the screen it was created with; add a new tab for another screen`);
  await replaceStoreTabs(db, storeId, withIds);
  return { success: true as const, message: 'Tabs saved successfully', tabs: await listStoreTabs(db, storeId) };
}
