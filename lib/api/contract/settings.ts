import { z } from 'zod';
import { channelIds } from '@/lib/config/channels';
import { locales } from '@/lib/config/locales';
import { localTarget } from '@/lib/navigation';

/** GET /api/settings/domains: the country shops for the language/country modal (spec §2). */
export const shopDomainSchema = z.object({
  domain: z.string(),
  country: z.enum(['CZ', 'SK']),
  channel: z.enum(channelIds),
  currency: z.enum(['CZK', 'EUR']),
  default_locale: z.enum(locales),
  /** Where the shop delivers and from when delivery is free, in the caller's language. */
  delivery_note: z.string().optional(),
});
export const domainsResponseSchema = z.object({ domains: z.array(shopDomainSchema) });
export type ShopDomain = z.infer<typeof shopDomainSchema>;
export type DomainsResponse = z.infer<typeof domainsResponseSchema>;

/**
 * A target that stays on the shop once parsed like a browser parses it (lib/navigation `localTarget`),
 * given on as its parsed path, query and fragment.
 */
export const localPathSchema = z
  .string()
  .max(2000)
  .transform((path, context) => {
    const target = localTarget(path);
    if (target === null) context.addIssue({ code: 'custom', message: 'localPath' });
    return target ?? path;
  });

/** Navigation target GET /api/settings/switch-domain?domain=&path=: 302 to the chosen shop. */
export const switchDomainQuerySchema = z.object({
  domain: z.string('required').trim().toLowerCase().min(1, 'required').max(253),
  path: localPathSchema.optional(),
});
export type SwitchDomainQuery = z.infer<typeof switchDomainQuerySchema>;

/** Navigation target GET /api/redirect-to-catalog?locale_id=: 302 to the main site's catalogue. */
export const redirectToCatalogQuerySchema = z.object({ locale_id: z.enum(locales) });
export type RedirectToCatalogQuery = z.infer<typeof redirectToCatalogQuerySchema>;

/** GET /api/redirect/check/{path}: an admin-managed redirect for a path that has no page, or null. */
export const redirectCheckResponseSchema = z.object({
  redirect: z
    .object({
      /** A path on this shop or an absolute http(s) URL. */
      to: z.string(),
      status_code: z.union([z.literal(301), z.literal(302)]),
    })
    .nullable(),
});
export type RedirectCheckResponse = z.infer<typeof redirectCheckResponseSchema>;
