import { z } from 'zod';
import { requiredEmail } from '@/lib/forms/rules';

/**
 * PUT /api/email-notification/join-newsletter (spec §3, §5). Field errors use the form's rule keys
 * (`required`, `email`, `maxLength|200`, `consent`) so the form can show them as its own.
 */
export const joinNewsletterRequestSchema = z.object({
  email: z.string('required').pipe(requiredEmail()),
  privacyPolicyChecked: z.literal(true, 'consent'),
});
export type JoinNewsletterRequest = z.input<typeof joinNewsletterRequestSchema>;

/** GET /api/email-notification/unsubscribe?token= (called by the /email-odhlasit page). */
export const unsubscribeQuerySchema = z.object({
  token: z.string('required').trim().min(1, 'required').max(200, 'maxLength|200'),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
