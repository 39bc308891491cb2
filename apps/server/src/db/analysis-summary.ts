import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A photo's analysis record as lists select it: everything but the analysis itself (masks, a few KB
 * a row), which becomes `true` when present, so a card's state (photo-analysis.ts analysisStateOf)
 * is known without reading it.
 */
export const analysisSummary = (column: PgColumn) =>
  sql<unknown>`case when ${column} is null then null else (${column} - 'analysis') || jsonb_build_object('analysis', (${column} -> 'analysis') is not null) end`.as('analysis');
