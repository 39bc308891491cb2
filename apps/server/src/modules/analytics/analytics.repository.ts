import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, analyticsEvents, clients, dresses, generatedImages, tryonTasks, users, type AnalyticsEventKind, type AnalyticsSource } from '../../db/schema.ts';

export type NewAnalyticsEvent = {
  clientId: string;
  kind: AnalyticsEventKind;
  source: AnalyticsSource;
  dressId?: string | null;
  taskId?: string | null;
  actor?: string | null;
};

export async function recordEvent(db: Db, event: NewAnalyticsEvent) {
  await db.insert(analyticsEvents).values(event);
}

/**
 * A try-on's outcome, with the source, actor and dress of its request (recorded when the task was
 * made); a task from before events were recorded counts as the store's own.
 */
export async function recordTaskOutcome(db: Db, taskId: string, kind: 'tryon_completed' | 'tryon_failed') {
  await db.execute(sql`
    insert into ${analyticsEvents} (client_id, kind, source, dress_id, task_id, actor)
    select t.client_id, ${kind}, coalesce(r.source, 'store'), t.dress_id, t.id, r.actor
    from ${tryonTasks} t
    left join ${analyticsEvents} r on r.task_id = t.id and r.kind = 'tryon_requested'
    where t.id = ${taskId}
    limit 1`);
}

/** Events that come from shoppers and widget visitors, not from the store's own staff. */
const fromShoppers = inArray(analyticsEvents.source, ['shopper', 'widget']);

const ofStore = (clientId: string, since: Date, kind?: AnalyticsEventKind) =>
  and(eq(analyticsEvents.clientId, clientId), gte(analyticsEvents.createdAt, since), kind ? eq(analyticsEvents.kind, kind) : undefined);

export async function countStoreEvents(db: Db, clientId: string, since: Date, kind: AnalyticsEventKind, source?: AnalyticsSource) {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(ofStore(clientId, since, kind), source ? eq(analyticsEvents.source, source) : fromShoppers));
  return Number(row?.n ?? 0);
}

export async function countStoreShoppers(db: Db, clientId: string, since: Date) {
  const [row] = await db
    .select({ n: countDistinct(analyticsEvents.actor) })
    .from(analyticsEvents)
    .where(and(ofStore(clientId, since), isNotNull(analyticsEvents.actor)));
  return Number(row?.n ?? 0);
}

/** Completed shopper try-ons per UTC day since `since` (days without any are absent). */
export async function storeTryOnsPerDay(db: Db, clientId: string, since: Date) {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, n: count() })
    .from(analyticsEvents)
    .where(and(ofStore(clientId, since, 'tryon_completed'), fromShoppers))
    .groupBy(day);
  return rows.map((row) => ({ date: row.date, tryOns: Number(row.n) }));
}

export async function storeTopDresses(db: Db, clientId: string, since: Date, limit: number) {
  const tryOns = count();
  const rows = await db
    .select({ dressId: analyticsEvents.dressId, name: dresses.name, brand: dresses.brand, tryOns })
    .from(analyticsEvents)
    .leftJoin(dresses, eq(dresses.id, analyticsEvents.dressId))
    .where(and(ofStore(clientId, since, 'tryon_completed'), fromShoppers, isNotNull(analyticsEvents.dressId)))
    .groupBy(analyticsEvents.dressId, dresses.name, dresses.brand)
    .orderBy(desc(tryOns), analyticsEvents.dressId)
    .limit(limit);
  return rows.map((row) => ({ dressId: row.dressId!, name: row.name === null ? 'Deleted dress' : row.name || row.brand || 'Unnamed dress', tryOns: Number(row.tryOns) }));
}

type Span = { from: Date; to: Date };

async function countPlatformEvents(db: Db, kind: AnalyticsEventKind, { from, to }: Span) {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.kind, kind), gte(analyticsEvents.createdAt, from), lt(analyticsEvents.createdAt, to)));
  return Number(row?.n ?? 0);
}

async function countRows(db: Db, table: typeof clients | typeof admins | typeof users | typeof generatedImages, since?: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(since ? gte(table.createdAt, since) : undefined);
  return Number(row?.n ?? 0);
}

/** The platform's measured figures for the calendar month `thisMonth` starts and the one before. */
export async function platformFigures(db: Db, thisMonth: Span, lastMonth: Span) {
  return {
    totalClients: await countRows(db, clients),
    newClientsThisMonth: await countRows(db, clients, thisMonth.from),
    totalAdmins: await countRows(db, admins),
    newAdminsThisMonth: await countRows(db, admins, thisMonth.from),
    shoppers: await countRows(db, users),
    aiInteractions: await countRows(db, generatedImages),
    tryOns: { thisMonth: await countPlatformEvents(db, 'tryon_completed', thisMonth), lastMonth: await countPlatformEvents(db, 'tryon_completed', lastMonth) },
    failedGenerations: { thisMonth: await countPlatformEvents(db, 'tryon_failed', thisMonth), lastMonth: await countPlatformEvents(db, 'tryon_failed', lastMonth) },
  };
}
