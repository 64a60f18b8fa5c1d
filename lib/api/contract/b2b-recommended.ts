import { z } from 'zod';
import { imageSchema } from './menu';

const money = () => z.number().int();

/** One line of the recommended assortment or of the customer's most-bought items. */
export const assortmentLineSchema = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  product_url: z.string(),
  image: imageSchema.nullable(),
  /** The customer's own unit price (individual, general and partner discounts); null when not sold here. */
  unit_price: z.object({ with_vat: money(), without_vat: money() }).nullable(),
  pack_quantity: z.number().int(),
  /** Pieces in the unit sold: 1 for a piece, n for a pack of n (quantities count units). */
  unit_pieces: z.number().int(),
  min_quantity: z.number().int(),
  step_quantity: z.number().int(),
  stock: z.number().int(),
  backorder: z.boolean(),
  /** Sold and priced in this shop: it can go to the cart. */
  is_available: z.boolean(),
  /** The dealer's suggestion, or what the customer usually orders; on the minimum and the steps. */
  suggested_quantity: z.number().int(),
  /** Most-bought lines: how many the customer ordered in how many orders, and when last. */
  ordered_quantity: z.number().int().nullable(),
  order_count: z.number().int().nullable(),
  last_ordered_at: z.string().nullable(),
});
export type AssortmentLine = z.infer<typeof assortmentLineSchema>;

/** `GET /api/b2b/recommended`: the dealer's recommendations and the customer's most-bought items. */
export const recommendedAssortmentSchema = z.object({
  price_mode: z.enum(['gross', 'net']),
  currency: z.enum(['CZK', 'EUR']),
  recommended: z.array(assortmentLineSchema),
  most_bought: z.array(assortmentLineSchema),
});
export type RecommendedAssortment = z.infer<typeof recommendedAssortmentSchema>;
