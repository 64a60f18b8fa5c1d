import { z } from 'zod';

/** Boost scores lift (or, negative, lower) a product in the recommended sort and between equal search hits. */
export const BOOST_MIN = -1000;
export const BOOST_MAX = 1000;

/** `PUT /api/admin/topovani/{id}`; `DELETE` clears the boost (0). */
export const boostInputSchema = z.object({
  boost_score: z
    .number({ error: 'wholeNumber' })
    .int('wholeNumber')
    .min(BOOST_MIN, `atLeast|${BOOST_MIN}`)
    .max(BOOST_MAX, `atMost|${BOOST_MAX}`),
});
export type BoostInput = z.infer<typeof boostInputSchema>;
