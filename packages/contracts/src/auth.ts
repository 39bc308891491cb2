import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { safeText } from './fields.ts';

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: safeText(200).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const PersonSummarySchema = z.object({ name: z.string(), email: z.string() });

export const SuperadminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  superadmin: PersonSummarySchema,
});
export type SuperadminLoginResponse = z.infer<typeof SuperadminLoginResponseSchema>;
