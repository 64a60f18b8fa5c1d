import { z } from 'zod';

/** Today's unit price of a variant for the shopper (individual prices and discount included) and its rules. */
export const buyableOfferSchema = z.object({
  unit_with_vat: z.number().int(),
  unit_without_vat: z.number().int(),
  min_quantity: z.number().int(),
  step_quantity: z.number().int(),
  pack_quantity: z.number().int(),
  /** Pieces in the unit sold: 1 for a piece, n for a pack of n (quantities count units). */
  unit_pieces: z.number().int(),
  stock: z.number().int(),
  backorder: z.boolean(),
});
export type BuyableOffer = z.infer<typeof buyableOfferSchema>;
