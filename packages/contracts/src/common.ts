import { z } from 'zod';

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

export const EmailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address');
export const PasswordSchema = z.string().min(6, 'Password must be at least 6 characters').max(200);
export const IdParamSchema = z.object({ id: z.string().min(1) });
