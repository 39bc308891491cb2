import { sql, type SQL } from 'drizzle-orm';

/**
 * A photo's analysis record as lists read it: everything but the analysis itself (masks, tens of KB
 * a row), which becomes `true` when present, so a card's state (photo-analysis.ts analysisStateOf)
 * is known without reading it. Kept by PostgreSQL in a generated column beside `analysis`
 * (`analysis_summary`): computing it in the list query decompressed and rewrote every row's whole
 * analysis, which cost the dress list most of its time (decision 0080). Only immutable operators
 * (no jsonb_build_object), as PostgreSQL requires of a generated column.
 */
export const analysisSummaryOf = (column: string): SQL =>
  sql.raw(
    `case when "${column}" is null then null else ("${column}" - 'analysis') || case when "${column}" -> 'analysis' is not null then '{"analysis":true}'::jsonb else '{"analysis":false}'::jsonb end end`,
  );
