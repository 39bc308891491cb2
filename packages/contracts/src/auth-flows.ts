import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './common.ts';
import { safeText } from './fields.ts';

/**
 * Sign-in and registration of stores (clients) and shoppers (users), the shopper profile and the
 * store's own profile: the spec's section 7 calls under /api/v1.
 */

const required = (label: string, max = 200) => safeText(max).trim().min(1, `${label} is required`);

/** An optional text field: an empty string counts as not given. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** The account object a login returns: `userId` is the store's public Client User ID. */
export const AccountSummarySchema = z.object({
  name: z.string(),
  email: z.string(),
  _id: z.string(),
  userId: z.string(),
  clientId: z.string(),
  mobileNo: z.string(),
  address: z.string(),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const UserLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: AccountSummarySchema,
});
export type UserLoginResponse = z.infer<typeof UserLoginResponseSchema>;

export const ClientLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  client: AccountSummarySchema,
});
export type ClientLoginResponse = z.infer<typeof ClientLoginResponseSchema>;

/** The store's public Client User ID, as a shopper types it (case and spaces forgiven). */
export const ClientUserIdSchema = safeText(40).trim().toUpperCase().min(1, 'Client User ID is required');

export const UserRegisterRequestSchema = z.object({
  name: required('Name', 100),
  email: EmailSchema,
  password: PasswordSchema,
  userId: ClientUserIdSchema,
});
export type UserRegisterRequest = z.infer<typeof UserRegisterRequestSchema>;

export const ClientRegisterRequestSchema = z.object({
  name: required('Name', 100),
  email: EmailSchema,
  password: PasswordSchema,
  businessName: required('Business name', 200),
  gstNo: required('GST number', 30),
  panNo: required('PAN number', 20),
  mobileNo: safeText(30)
    .trim()
    .min(1, 'Mobile number is required')
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid mobile number'),
  address: required('Address', 500),
  city: required('City', 100),
  pincode: safeText(20)
    .trim()
    .min(1, 'Pincode is required')
    .regex(/^[0-9A-Za-z -]{3,12}$/, 'Please enter a valid pincode'),
  websiteUrl: optionalText(safeText(500).trim().url('Please enter a valid URL')),
  businessLogoKey: optionalText(safeText(200)),
});
export type ClientRegisterRequest = z.infer<typeof ClientRegisterRequestSchema>;

export const GoogleLoginRequestSchema = z.object({ token: safeText(4096).trim().min(1, 'Google token is required') });
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequestSchema>;

/** Google sign-in answers with the spec's field names: `jwt_token`, the account, its store id and its own id. */
export const ClientGoogleLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  jwt_token: z.string(),
  client: AccountSummarySchema,
  clientId: z.string(),
  id: z.string(),
});
export type ClientGoogleLoginResponse = z.infer<typeof ClientGoogleLoginResponseSchema>;

export const UserGoogleLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  jwt_token: z.string(),
  user: AccountSummarySchema,
  clientId: z.string(),
  id: z.string(),
});
export type UserGoogleLoginResponse = z.infer<typeof UserGoogleLoginResponseSchema>;

export const ClientUserIdParamsSchema = z.object({ clientUserId: ClientUserIdSchema });

/** Public sign-in settings: the web shows the Google button only when a client id is configured. */
export const AuthConfigResponseSchema = z.object({ success: z.literal(true), googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof AuthConfigResponseSchema>;

export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;
export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/**
 * A number from a form or JSON: an empty field is 'required' (not the 0 that coercing '' gives,
 * which would read 'must be at least ...'); other text is converted, and refused when not a number.
 */
const requiredNumber = (label: string, rules: (number: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    rules(z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })),
  );

export const BasicProfileRequestSchema = z.object({
  phone: safeText(30)
    .trim()
    .min(1, 'Phone is required')
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number'),
  gender: z.enum(GENDERS, { message: 'Please choose a gender' }),
  age: requiredNumber('Age', (number) => number.int('Age must be a whole number').min(13, 'Age must be at least 13').max(120, 'Age must be at most 120')),
  height: requiredNumber('Height', (number) => number.min(50, 'Height must be at least 50 cm').max(250, 'Height must be at most 250 cm')),
});
export type BasicProfileRequest = z.infer<typeof BasicProfileRequestSchema>;

const tagList = (label: string) =>
  z
    .array(safeText(50).trim().min(1))
    .min(1, `Choose at least one ${label}`)
    .max(20)
    .transform((items) => [...new Set(items)]);

export const StylePreferencesRequestSchema = z.object({
  favouriteCategories: tagList('category'),
  sizes: z
    .array(z.enum(SIZE_OPTIONS, { message: 'Unknown size' }))
    .min(1, 'Choose at least one size')
    .max(SIZE_OPTIONS.length, `Choose at most ${SIZE_OPTIONS.length} sizes`)
    .transform((items) => [...new Set(items)]),
  colours: tagList('colour'),
});
export type StylePreferencesRequest = z.infer<typeof StylePreferencesRequestSchema>;

/** Every field of a shopper's profile; the basic and style fields are null until completed. */
export const UserProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userId: z.string(),
  clientId: z.string(),
  storeName: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  favouriteCategories: z.array(z.string()),
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  isBasicProfileCompleted: z.boolean(),
  isStylePreferenceCompleted: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserProfileResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), user: UserProfileSchema });
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;

/** A store's own profile; `userId` is its public Client User ID, the logo a short-lived signed URL. */
export const ClientProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  businessName: z.string(),
  businessLogoUrl: z.string().nullable(),
  email: z.string(),
  gstNo: z.string(),
  panNo: z.string(),
  mobileNo: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  websiteUrl: z.string().nullable(),
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

export const ClientProfileResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: ClientProfileSchema });
export type ClientProfileResponse = z.infer<typeof ClientProfileResponseSchema>;
