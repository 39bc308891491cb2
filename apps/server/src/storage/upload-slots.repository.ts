import { and, asc, eq, isNull, lt, sql, type Column } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadSlots } from '../db/schema.ts';

/** A slot handed out (or a file about to be written that no record holds yet); swept if never attached. */
export async function recordUploadSlot(db: Db, key: string, clientId: string | null) {
  await db.insert(uploadSlots).values({ key, clientId }).onConflictDoNothing();
}

/** Takes the slot for its one upload; false when it was used already (or never handed out). */
export async function claimUploadSlot(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .update(uploadSlots)
    .set({ uploadedAt: new Date() })
    .where(and(eq(uploadSlots.key, key), isNull(uploadSlots.uploadedAt)))
    .returning({ key: uploadSlots.key });
  return rows.length > 0;
}

/** An upload that was refused (not an image, storage down) gives its slot back for another try. */
export async function releaseUploadSlot(db: Db, key: string) {
  await db.update(uploadSlots).set({ uploadedAt: null }).where(eq(uploadSlots.key, key));
}

/** The oldest slots handed out before `cutoff`, with whether a row holds their key in one of `keyColumns`. */
export async function staleUploadSlots(db: Db, cutoff: Date, keyColumns: Column[], limit: number) {
  const attached = sql.join(
    keyColumns.map((column) => sql`exists (select 1 from ${column.table} where ${column} = ${uploadSlots.key})`),
    sql` or `,
  );
  return db
    .select({ key: uploadSlots.key, attached: sql<boolean>`${attached}` })
    .from(uploadSlots)
    .where(lt(uploadSlots.createdAt, cutoff))
    .orderBy(asc(uploadSlots.createdAt))
    .limit(limit);
}

export async function deleteUploadSlot(db: Db, key: string) {
  await db.delete(uploadSlots).where(eq(uploadSlots.key, key));
}
