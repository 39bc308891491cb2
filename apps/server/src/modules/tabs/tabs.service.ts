import type { Tab } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findClientById } from '../admin/admin.repository.ts';
import { idsOwnedElsewhere, listStoreTabs, replaceStoreTabs } from './tabs.repository.ts';

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

export async function saveTabs(db: Db, principal: Principal, clientId: string, list: Tab[]) {
  const storeId = await storeFor(db, principal, clientId);
  const ids = list.map((tab) => tab.id);
  if (new Set(ids).size !== ids.length) throw badRequest('tabs: every tab needs a unique id');
  if ((await idsOwnedElsewhere(db, storeId, ids)).length > 0) throw badRequest('tabs: a tab id is already in use');
  await replaceStoreTabs(db, storeId, list);
  return { success: true as const, message: 'Tabs saved successfully', tabs: await listStoreTabs(db, storeId) };
}
