import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './common.ts';

/** The roles with a login, as the password routes name them: /api/v1/{role}/forgot-password. */
export const PASSWORD_ROLES = ['user', 'client', 'admin', 'superadmin'] as const;

/** POST {role}/forgot-password: always 202, whether or not the e-mail has an account. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'The reset link is incomplete').max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Which login to go to next. */
  role: z.enum(PASSWORD_ROLES),
});
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** POST {role}/change-password: the signed-in account's own password. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Other sessions end; this one continues with the new token. */
export const ChangePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
