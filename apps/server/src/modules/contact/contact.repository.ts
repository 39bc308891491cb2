import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;

export const insertEnquiry = async (db: Db, values: typeof enquiries.$inferInsert) => (await db.insert(enquiries).values(values).returning())[0]!;

export const listEnquiries = (db: Db) => db.select().from(enquiries).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
