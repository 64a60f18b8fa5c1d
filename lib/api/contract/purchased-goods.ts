import { z } from 'zod';
import { blankAsAbsent, pageParamSchema } from './account-orders';
import { imageSchema } from './menu';
import { buyableOfferSchema } from './offer';

export const PURCHASED_GOODS_PAGE_SIZE = 20;
export const purchasedGoodsSorts = ['last_ordered', 'quantity', 'name', 'code'] as const;
export type PurchasedGoodsSort = (typeof purchasedGoodsSorts)[number];

const money = () => z.number().int();
const currencySchema = z.enum(['CZK', 'EUR']);

/** `GET /api/user/purchased-goods` and `/uzivatel/zakoupene-zbozi`: search by name or code, sorting, page. */
export const purchasedGoodsQuerySchema = z.object({
  q: blankAsAbsent(z.string().trim().max(100).optional()),
  sort: blankAsAbsent(z.enum(purchasedGoodsSorts).default('last_ordered')),
  page: pageParamSchema,
});
export type PurchasedGoodsQuery = z.output<typeof purchasedGoodsQuerySchema>;

/** Today's offer of a bought item for the shopper in this shop: their price and the quantity rules. */
export const purchasedOfferSchema = buyableOfferSchema.extend({ variant_id: z.number().int() });
export type PurchasedOffer = z.infer<typeof purchasedOfferSchema>;

export const purchasedItemSchema = z.object({
  code: z.string(),
  /** Today's name in the request's language; the name on the last order when the item is gone. */
  name: z.string(),
  product_url: z.string().nullable(),
  image: imageSchema.nullable(),
  /** Pieces bought on all orders that were not cancelled. */
  total_quantity: z.number().int(),
  order_count: z.number().int(),
  last_ordered_at: z.string(),
  /** The unit price paid on the last order, in that order's currency. */
  last_unit_with_vat: money(),
  last_unit_without_vat: money(),
  last_currency_code: currencySchema,
  /** Null when it cannot be bought here today (see `unavailable_reason`). */
  offer: purchasedOfferSchema.nullable(),
  unavailable_reason: z
    .enum(['VARIANT_NOT_FOUND', 'VARIANT_NOT_AVAILABLE', 'PRICE_NOT_AVAILABLE'])
    .nullable(),
});
export type PurchasedItem = z.infer<typeof purchasedItemSchema>;

export const purchasedGoodsResponseSchema = z.object({
  items: z.array(purchasedItemSchema),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
  price_mode: z.enum(['gross', 'net']),
  /** The currency of today's offers (the shop's). */
  currency_code: currencySchema,
});
export type PurchasedGoodsResponse = z.infer<typeof purchasedGoodsResponseSchema>;
