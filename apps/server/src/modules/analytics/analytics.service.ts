import type { ClientAnalyticsResponse, PlatformStats } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { countStoreEvents, countStoreShoppers, platformFigures, storeTopDresses, storeTryOnsPerDay } from './analytics.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_DRESSES = 5;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const startOfUtcMonth = (date: Date, monthsBack = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));

/**
 * The widget try-ons of this calendar month (UTC): what the store's widget cap counts (decision 0111),
 * from the `tryon_requested` events of widget visitors, which outlive the swept tasks.
 */
export const widgetTryonsThisMonth = (db: Db, clientId: string, now = new Date()) => countStoreEvents(db, clientId, startOfUtcMonth(now), 'tryon_requested', 'widget');

/** A store's figures for the `days` days ending today (UTC), today included. */
export async function storeAnalytics(db: Db, clientId: string, days: number, now = new Date()): Promise<ClientAnalyticsResponse> {
  const since = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
  const [tryOns, shoppers, widgetOpens, addToCart, perDay, topDresses] = await Promise.all([
    countStoreEvents(db, clientId, since, 'tryon_completed'),
    countStoreShoppers(db, clientId, since),
    countStoreEvents(db, clientId, since, 'widget_opened', 'widget'),
    countStoreEvents(db, clientId, since, 'add_to_cart', 'widget'),
    storeTryOnsPerDay(db, clientId, since),
    storeTopDresses(db, clientId, since, TOP_DRESSES),
  ]);
  const counted = new Map(perDay.map((day) => [day.date, day.tryOns]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(since.getTime() + i * DAY_MS));
    return { date, tryOns: counted.get(date) ?? 0 };
  });
  return { totals: { tryOns, shoppers, widgetOpens, addToCart }, days: series, topDresses };
}

/** The platform's figures this calendar month (UTC) and the month before. */
export function platformStats(db: Db, now = new Date()): Promise<PlatformStats> {
  const thisMonth = { from: startOfUtcMonth(now), to: startOfUtcMonth(now, -1) };
  const lastMonth = { from: startOfUtcMonth(now, 1), to: thisMonth.from };
  return platformFigures(db, thisMonth, lastMonth);
}
