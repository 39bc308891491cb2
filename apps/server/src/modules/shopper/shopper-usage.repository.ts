import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, shopperTryonUsage as usage } from '../../db/schema.ts';

/** The UTC day a try-on counts for. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one shopper try-on for the store today when the store's daily cap allows it; false when
 * the cap is reached. One conditional UPDATE, so two requests at once cannot both take the last one.
 */
export async function takeShopperTryon(db: Db, clientId: string, now = new Date()): Promise<boolean> {
  const day = usageDay(now);
  await db.insert(usage).values({ clientId, day, tryons: 0 }).onConflictDoNothing();
  const cap = db.select({ cap: clients.shopperTryonDailyCap }).from(clients).where(eq(clients.id, clientId));
  const taken = await db
    .update(usage)
    .set({ tryons: sql`${usage.tryons} + 1` })
    .where(and(eq(usage.clientId, clientId), eq(usage.day, day), lt(usage.tryons, sql`(${cap})`)))
    .returning({ tryons: usage.tryons });
  return taken.length > 0;
}

export async function shopperTryonsOn(db: Db, clientId: string, now = new Date()) {
  const [row] = await db
    .select({ tryons: usage.tryons })
    .from(usage)
    .where(and(eq(usage.clientId, clientId), eq(usage.day, usageDay(now))));
  return row?.tryons ?? 0;
}
