import { z } from 'zod';

import { CUSTOMER_PRICES_MAX_IDS } from './limits';
import { recordId, recordIdParam } from './record-id';

export { CUSTOMER_PRICES_MAX_IDS } from './limits';

const id = recordId;
const money = () => z.number().int();

/**
 * `POST /api/catalog/prices`: the signed-in shopper's prices (individual B2B prices, the customer's
 * discount) for product variants and for products (their lowest variant price, as on a card).
 */
export const customerPricesRequestSchema = z
  .object({
    variant_ids: z.array(id()).max(CUSTOMER_PRICES_MAX_IDS).default([]),
    product_ids: z.array(id()).max(CUSTOMER_PRICES_MAX_IDS).default([]),
  })
  .refine((body) => body.variant_ids.length + body.product_ids.length > 0, {
    message: 'variant_ids or product_ids must name something',
    path: ['variant_ids'],
  });
export type CustomerPricesRequest = z.input<typeof customerPricesRequestSchema>;

export const customerPriceSchema = z.object({ with_vat: money(), without_vat: money() });
export type CustomerPriceAmounts = z.infer<typeof customerPriceSchema>;

/** The 14-day discount of a newly approved partner, already inside the prices (domain.md). */
export const partnerDiscountSchema = z.object({
  percentage: z.number().int(),
  /** When the window closes (ISO time). */
  ends_at: z.string(),
});
export type PartnerDiscountView = z.infer<typeof partnerDiscountSchema>;

export const customerPricesResponseSchema = z.object({
  /** Which of the two prices is shown large (domain.md). */
  price_mode: z.enum(['gross', 'net']),
  partner_discount: partnerDiscountSchema.nullable(),
  currency: z.enum(['CZK', 'EUR']),
  /** Unknown, inactive or unpriced ids are left out. */
  variants: z.array(customerPriceSchema.extend({ variant_id: z.number().int() })),
  products: z.array(
    customerPriceSchema.extend({
      product_id: z.number().int(),
      /** The variants have different prices: the amount is a "from" price. */
      from: z.boolean(),
    }),
  ),
});
export type CustomerPricesResponse = z.infer<typeof customerPricesResponseSchema>;

/** `PUT|DELETE /api/user/favourites/{productId}`. */
export const favouriteParamsSchema = z.object({ productId: recordIdParam() });

export const favouriteResponseSchema = z.object({ product_id: z.number().int(), favourite: z.boolean() });
export type FavouriteResponse = z.infer<typeof favouriteResponseSchema>;

/** `GET /api/user/favourites/ids`: the signed-in user's favourite products. */
export const favouriteIdsResponseSchema = z.object({ product_ids: z.array(z.number().int()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;
