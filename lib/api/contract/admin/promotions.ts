import { z } from 'zod';
import { locales } from '@/lib/config/locales';
import { adminListResponseSchema } from './list';
import { shopDateTimeSchema } from './shop-date-time';
import { RECORD_ID_MAX } from '../record-id';

export const PROMO_TITLE_MAX = 200;
export const PROMO_LINK_MAX = 1000;
export const bannerPlacements = ['home-top', 'home-middle'] as const;

/** A path of this shop (`/slevy`, `/kategorie/riad?sort=price`) or an http(s) address; empty: no link. */
function isPromoLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return /^\/(?!\/)[^\s\\]*$/.test(value);
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const link = z
  .string()
  .trim()
  .max(PROMO_LINK_MAX, `maxLength|${PROMO_LINK_MAX}`)
  .refine(isPromoLink, 'redirectTarget');
const title = z.string().trim().max(PROMO_TITLE_MAX, `maxLength|${PROMO_TITLE_MAX}`);
/** Empty: every language / both shops. */
const localeOrAll = z.enum(['', ...locales]);
const channelOrBoth = z.enum(['', 'cz', 'sk']);
const position = z.coerce.number().int('required').min(0, 'required').max(9999, 'required');
const mediaId = z.coerce
  .number({ message: 'imageRequired' })
  .int()
  .positive('imageRequired')
  .max(RECORD_ID_MAX, 'imageRequired');
/** `datetime-local` value (shop time) or empty: no bound. */
const moment = z.union([z.literal(''), shopDateTimeSchema]);

export const slideInputSchema = z.object({
  media_id: mediaId,
  title,
  subtitle: title,
  link,
  locale: localeOrAll,
  channel: channelOrBoth,
  position,
  is_active: z.boolean(),
});
export type SlideInput = z.input<typeof slideInputSchema>;

export const bannerInputSchema = z
  .object({
    media_id: mediaId,
    title,
    link,
    placement: z.enum(bannerPlacements),
    locale: localeOrAll,
    channel: channelOrBoth,
    valid_from: moment,
    valid_to: moment,
    position,
    is_active: z.boolean(),
  })
  .refine((banner) => !banner.valid_from || !banner.valid_to || banner.valid_from < banner.valid_to, {
    message: 'validityOrder',
    path: ['valid_to'],
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

const image = z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable();

export const adminSlideSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int().nullable(),
  image,
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  locale: localeOrAll,
  channel: channelOrBoth,
  position: z.number().int(),
  is_active: z.boolean(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export const adminSlideListSchema = adminListResponseSchema(adminSlideSchema);

export const adminBannerSchema = adminSlideSchema.omit({ subtitle: true }).extend({
  placement: z.enum(bannerPlacements),
  /** Shop time (Europe/Prague) as `datetime-local` shows it, or empty. */
  valid_from: z.string(),
  valid_to: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = adminListResponseSchema(adminBannerSchema);

export const uploadedImageSchema = z.object({
  id: z.number().int(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
