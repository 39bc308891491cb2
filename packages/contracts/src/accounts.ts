import { z } from 'zod';

/** An admin as lists show it: never a password hash. */
export const AdminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Admin = z.infer<typeof AdminSchema>;

/** A store (client) as admin and super admin lists show it. `userId` is its public Client User ID. */
export const ClientSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  websiteUrl: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  gstNo: z.string(),
  panNo: z.string(),
  aadharNo: z.string().nullable(),
  mobileNo: z.string(),
  address: z.string(),
  businessLogoKey: z.string().nullable(),
  /** Shopper try-ons the store allows per UTC day (admins set it). */
  shopperTryonDailyCap: z.number(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;

export const AdminListResponseSchema = z.object({ success: z.literal(true), data: z.array(AdminSchema), count: z.number() });
export type AdminListResponse = z.infer<typeof AdminListResponseSchema>;
export const ClientListResponseSchema = z.object({ success: z.literal(true), data: z.array(ClientSchema), count: z.number() });
export type ClientListResponse = z.infer<typeof ClientListResponseSchema>;
