import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './common.ts';
import { RecordIdSchema, safeText } from './fields.ts';
import { PersonSummarySchema } from './auth.ts';
import { PlatformStatsSchema } from './analytics.ts';

/** POST admin/login answer: the spec reads token and admin{name,email}. */
export const AdminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  admin: PersonSummarySchema,
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

const RequiredText = (label: string) => safeText(200).trim().min(1, `${label} is required`);

/** POST admin/register: `admincode` must equal the server's ADMIN_REGISTRATION_CODE. */
export const AdminRegisterRequestSchema = z.object({
  name: RequiredText('Name'),
  email: EmailSchema,
  password: PasswordSchema,
  admincode: safeText(200).min(1, 'Admin code is required'),
});
export type AdminRegisterRequest = z.infer<typeof AdminRegisterRequestSchema>;

/** POST superadmin/registeradmin: the same admin, without a code (the super admin's token is the proof). */
export const RegisterAdminRequestSchema = AdminRegisterRequestSchema.omit({ admincode: true });
export type RegisterAdminRequest = z.infer<typeof RegisterAdminRequestSchema>;

const OptionalText = safeText(500).trim().optional();
/** Empty string means "no website"; anything else must be an http(s) URL. */
const WebsiteUrlSchema = z
  .union([z.literal(''), safeText(500).trim().url('Please enter a valid URL')])
  .optional()
  .nullable();

/** POST superadmin/registerclient: the spec's super admin form, with aadharNo required. */
export const SuperadminRegisterClientRequestSchema = z.object({
  name: RequiredText('Name'),
  email: EmailSchema,
  password: PasswordSchema,
  businessName: RequiredText('Business name'),
  websiteUrl: WebsiteUrlSchema,
  city: RequiredText('City'),
  pincode: RequiredText('Pincode'),
  gstNo: RequiredText('GST number'),
  panNo: RequiredText('PAN number'),
  aadharNo: RequiredText('Aadhar number'),
  mobileNo: OptionalText,
  address: OptionalText,
});
export type SuperadminRegisterClientRequest = z.infer<typeof SuperadminRegisterClientRequestSchema>;

/** GET admin/stats: the admin and super admin Overviews' real figures (see PlatformStatsSchema). */
export const AdminStatsResponseSchema = PlatformStatsSchema.extend({ success: z.literal(true) });
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>;

/** What an impersonation opens: the stored session of that account (see apps/web/src/lib/session.ts). */
export const ImpersonatedSessionDataSchema = z.object({
  role: z.enum(['admin', 'client']),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['admin', 'client']),
  id: z.string(),
  clientId: z.string().optional(),
  userId: z.string().optional(),
});
export type ImpersonatedSessionData = z.infer<typeof ImpersonatedSessionDataSchema>;

/** GET admin/get-client-token/{clientId}: a one-hour client token for the new window. */
export const ClientTokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: ImpersonatedSessionDataSchema,
});
export type ClientTokenResponse = z.infer<typeof ClientTokenResponseSchema>;

/** POST superadmin/login-as: the super admin re-enters their own password. */
export const LoginAsRequestSchema = z.object({
  role: z.enum(['admin', 'client']),
  id: RecordIdSchema('id'),
  password: safeText(200).min(1, 'Password is required'),
});
export type LoginAsRequest = z.infer<typeof LoginAsRequestSchema>;

export const LoginAsResponseSchema = ClientTokenResponseSchema;
export type LoginAsResponse = z.infer<typeof LoginAsResponseSchema>;
