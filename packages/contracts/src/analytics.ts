import { z } from 'zod';

const Count = z.number().int().min(0);

/** GET client/analytics?days=30: the window, 1 to 365 days ending today (UTC). */
export const AnalyticsQuerySchema = z.object({
  days: z.coerce.number({ message: 'days must be a number' }).int('days must be a whole number').min(1, 'days must be at least 1').max(365, 'days must be at most 365').default(30),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/**
 * A store's figures over the window. Try-ons are those of its shoppers and widget visitors (the
 * store's own Playground work is not a shopper trying something on); `shoppers` counts the distinct
 * people behind any recorded event (signed-in shoppers and anonymous widget sessions).
 */
export const ClientAnalyticsResponseSchema = z.object({
  totals: z.object({ tryOns: Count, shoppers: Count, widgetOpens: Count, addToCart: Count }),
  /** Every day of the window, oldest first, zero-filled; `date` is YYYY-MM-DD (UTC). */
  days: z.array(z.object({ date: z.string(), tryOns: Count })),
  /** At most 5, most tried first; a deleted dress keeps its figures under 'Deleted dress'. */
  topDresses: z.array(z.object({ dressId: z.string(), name: z.string(), tryOns: Count })),
});
export type ClientAnalyticsResponse = z.infer<typeof ClientAnalyticsResponseSchema>;

const MonthPair = z.object({ thisMonth: Count, lastMonth: Count });

/** GET admin/stats: what the platform measures, nothing else (calendar months in UTC). */
export const PlatformStatsSchema = z.object({
  totalClients: Count,
  newClientsThisMonth: Count,
  totalAdmins: Count,
  newAdminsThisMonth: Count,
  shoppers: Count,
  /** Generated try-on images across all stores, all time. */
  aiInteractions: Count,
  /** Completed try-ons (every source: stores, shoppers, widget visitors). */
  tryOns: MonthPair,
  failedGenerations: MonthPair,
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
