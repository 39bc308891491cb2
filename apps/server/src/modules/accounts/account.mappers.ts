import type { Admin, Client } from '@tryown/contracts';
import type { admins, clients } from '../../db/schema.ts';

/** Rows to API objects: the one place that decides which columns leave the server. */
export function toAdmin(row: typeof admins.$inferSelect): Admin {
  return { _id: row.id, name: row.name, email: row.email, createdAt: row.createdAt.toISOString() };
}

export function toClient(row: typeof clients.$inferSelect): Client {
  return {
    _id: row.id,
    userId: row.publicId,
    name: row.name,
    email: row.email,
    businessName: row.businessName,
    websiteUrl: row.websiteUrl,
    city: row.city,
    pincode: row.pincode,
    gstNo: row.gstNo,
    panNo: row.panNo,
    aadharNo: row.aadharNo,
    mobileNo: row.mobileNo,
    address: row.address,
    businessLogoKey: row.businessLogoKey,
    shopperTryonDailyCap: row.shopperTryonDailyCap,
    createdAt: row.createdAt.toISOString(),
  };
}
