import { z } from 'zod';
import { RecordIdSchema, safeText } from './fields.ts';

/** Every error answer: the API never fails without a human-readable reason. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const RoleSchema = z.enum(['superadmin', 'admin', 'client', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const EmailSchema = safeText(254).trim().toLowerCase().email('Please enter a valid email address');
export const PasswordSchema = safeText(200).min(6, 'Password must be at least 6 characters');
/** A record's id in the path: a UUID (anything else is 400, never a database error). */
export const IdParamSchema = z.object({ id: RecordIdSchema('id') });
