import { CONTACT_THANKS, type ContactRequest, type Enquiry } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { insertEnquiry, listEnquiries, type EnquiryRow } from './contact.repository.ts';

function toEnquiry(row: EnquiryRow): Enquiry {
  return { _id: row.id, name: row.name, email: row.email, message: row.message, createdAt: row.createdAt.toISOString() };
}

/** Stores the enquiry as sent (already trimmed and validated by the contract). */
export async function submitEnquiry(db: Db, input: ContactRequest) {
  await insertEnquiry(db, { name: input.name, email: input.email, message: input.message });
  return { success: true as const, message: CONTACT_THANKS };
}

/** Every enquiry, newest first, for the admin Tickets and super admin Support sections. */
export async function enquiryList(db: Db) {
  const rows = await listEnquiries(db);
  return { success: true as const, data: rows.map(toEnquiry), count: rows.length };
}
