import { z } from 'zod';

/** GET /api/options/ (spec §3 Options). */
export const optionsResponseSchema = z.object({
  options: z.object({
    /** The caller's selected customer has an invoice past its due date and unpaid. */
    unpaid_invoices: z.boolean(),
  }),
});
export type OptionsResponse = z.infer<typeof optionsResponseSchema>;
