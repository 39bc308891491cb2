import { z } from 'zod';
import { safeText } from './fields.ts';
import { ClientRegisterRequestSchema } from './auth-flows.ts';

/** A shopper as the store's Users panel lists them. */
export const ClientUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() });
export type ClientUser = z.infer<typeof ClientUserSchema>;
export const ClientUsersResponseSchema = z.object({ success: z.literal(true), users: z.array(ClientUserSchema) });
export type ClientUsersResponse = z.infer<typeof ClientUsersResponseSchema>;
export const ClientUsersParamSchema = z.object({ userId: safeText(100).min(1) });

/**
 * PUT client/profile: the store edits its business details with the same rules as registration
 * (so any registered profile can be saved again); a new logo key must be the store's own upload.
 */
export const UpdateClientProfileRequestSchema = ClientRegisterRequestSchema.pick({
  businessName: true,
  gstNo: true,
  panNo: true,
  mobileNo: true,
  address: true,
  city: true,
  pincode: true,
  websiteUrl: true,
  businessLogoKey: true,
});
export type UpdateClientProfileRequest = z.input<typeof UpdateClientProfileRequestSchema>;
