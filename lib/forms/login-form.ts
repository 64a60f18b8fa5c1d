import { z } from 'zod';
import { PASSWORD_MAX, requiredEmail, requiredText } from './rules';

/** Spec §3/§5: login — e-mail required, valid, max 200; password required, max 100. */
export const loginFormSchema = z.object({
  email: requiredEmail(),
  password: requiredText(PASSWORD_MAX),
});

export type LoginFormValues = z.input<typeof loginFormSchema>;
