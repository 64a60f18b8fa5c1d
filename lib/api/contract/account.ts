import { z } from 'zod';
import { newPassword } from '@/lib/forms/password-rules';
import {
  NAME_MAX,
  PASSWORD_MAX,
  requiredEmail,
  requiredLine,
  requiredPhone,
  requiredText,
} from '@/lib/forms/rules';
import { authUserSchema } from './auth';

const personName = () => z.string('required').pipe(requiredLine(NAME_MAX));

/** POST /api/auth/register — a B2C customer account; answers like a login (token and user). */
export const registerRequestSchema = z.object({
  firstname: personName(),
  lastname: personName(),
  email: z.string('required').pipe(requiredEmail()),
  password: newPassword(),
  phone: z.string('required').pipe(requiredPhone()),
  newsletter: z.boolean().default(false),
  terms_accepted: z.literal(true, 'termsAccount'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  token: z.string(),
  data: z.object({ user: authUserSchema }),
});

/** POST /api/auth/password-reset/request — always answers the same, whether the account exists or not. */
export const passwordResetRequestSchema = z.object({
  email: z.string('required').pipe(requiredEmail()),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The e-mailed token: 32 random bytes in base64url (anything else cannot be one of ours). */
export const resetTokenSchema = z
  .string('required')
  .min(1, 'required')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'resetToken');

/** POST /api/auth/password-reset — sets the new password and answers like a login. */
export const passwordResetConfirmSchema = z.object({
  token: resetTokenSchema,
  password: newPassword(),
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** PUT /api/user/profile — the account settings a customer changes; answers `{ user }`. */
export const profileRequestSchema = z.object({
  firstname: personName(),
  lastname: personName(),
  phone: z.string('required').pipe(requiredPhone()),
  is_registered_for_newsletter: z.boolean('required'),
  show_price_without_vat: z.boolean('required'),
});
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** PUT /api/user/change-password — the current password, then the new one; answers `{ ok: true }`. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string('required').pipe(requiredText(PASSWORD_MAX)),
  new_password: newPassword(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
