import type { z } from 'zod';
import type { DressesQuerySchema, DressFiltersResponse } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { offsetOf } from '../catalogue/catalogue.shared.ts';
import { dressListState, enabledCategoryTypes, listDressesForShoppers } from '../dresses/dresses.repository.ts';
import { toDress } from '../dresses/dresses.service.ts';

/** The shopper's own store's enabled dresses, new arrivals first, in the store list's item shape. */
export async function listShopperDresses({ db, storage }: Pick<Services, 'db' | 'storage'>, clientId: string, query: z.output<typeof DressesQuerySchema>) {
  const filter = { category: query.category || undefined, subcategory: query.subcategory || undefined, type: query.type || undefined };
  const [{ total }, rows] = await Promise.all([
    dressListState(db, clientId, { ...filter, forShoppers: true }),
    listDressesForShoppers(db, clientId, { ...filter, limit: query.limit, offset: offsetOf(query.page, query.limit) }),
  ]);
  return { success: true as const, dresses: await Promise.all(rows.map((row) => toDress(storage, row))), total, page: query.page, limit: query.limit };
}

/** The categories and types that the store's enabled dresses use: filters that always find something. */
export async function shopperDressFilters({ db }: Pick<Services, 'db'>, clientId: string): Promise<DressFiltersResponse> {
  const categories = new Map<string, string[]>();
  for (const { category, type } of await enabledCategoryTypes(db, clientId)) {
    categories.set(category, [...(categories.get(category) ?? []), type]);
  }
  return { success: true, categories: [...categories].map(([name, types]) => ({ name, types })) };
}
