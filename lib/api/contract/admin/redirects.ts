import { z } from 'zod';
import { adminListResponseSchema } from './list';

export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_TARGET_MAX = 1000;
export const redirectStatusCodes = [301, 302] as const;

/** A path on this shop as a visitor types it: `/` and more, no spaces, query or fragment. */
const ownPath = /^\/(?!\/)[^\s?#\\]*$/;

function isRedirectTarget(value: string): boolean {
  if (value.startsWith('/')) return /^\/(?!\/)[^\s\\]*$/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * Admin `presmerovani`: an old path of the shop that now has no page, where it moved (a path here, with
 * a query if wanted, or an http(s) address), and whether the move is permanent (301) or temporary (302).
 */
export const redirectInputSchema = z
  .object({
    from_path: z
      .string()
      .trim()
      .min(1, 'required')
      .max(REDIRECT_PATH_MAX, `maxLength|${REDIRECT_PATH_MAX}`)
      .regex(ownPath, 'redirectFrom')
      .refine((value) => value.replace(/\/+$/, '') !== '', 'redirectFrom'),
    to_path: z
      .string()
      .trim()
      .min(1, 'required')
      .max(REDIRECT_TARGET_MAX, `maxLength|${REDIRECT_TARGET_MAX}`)
      .refine(isRedirectTarget, 'redirectTarget'),
    status_code: z.coerce
      .number()
      .refine((value) => (redirectStatusCodes as readonly number[]).includes(value), 'required'),
  })
  .refine((input) => input.from_path.replace(/\/+$/, '') !== input.to_path.replace(/\/+$/, ''), {
    message: 'redirectLoop',
    path: ['to_path'],
  });
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const adminRedirectSchema = z.object({
  id: z.number().int(),
  from_path: z.string(),
  to_path: z.string(),
  status_code: z.number().int(),
  created_at: z.string(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;
export const adminRedirectListSchema = adminListResponseSchema(adminRedirectSchema);
