import { z } from 'zod';
import { singleLineText } from './common';
import { newPassword } from './users';

/**
 * `POST /api/auth/forgot-password`: the email or username typed on the login page (the same key
 * the login takes). The answer is the same whether an account has it or not.
 */
export const forgotPasswordBody = z.object({
  login: singleLineText().trim().min(1, 'Enter your email or username.').max(200),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** `POST /api/auth/reset-password`: the link's token and the new password, under the usual rules. */
export const resetPasswordBody = z.object({
  token: singleLineText().min(1).max(200),
  password: newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const resetAnswer = z.object({ status: z.literal('success') });
