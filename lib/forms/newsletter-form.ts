import { z } from 'zod';
import { requiredEmail } from './rules';

/** Spec §3/§5: newsletter form — e-mail required, valid, max 200, trimmed; privacy consent ticked. */
export const newsletterFormSchema = z.object({
  email: requiredEmail(),
  privacyPolicyChecked: z.boolean().refine((checked) => checked, 'consent'),
});

export type NewsletterForm = z.input<typeof newsletterFormSchema>;
