import { z } from 'zod';
import { b2bAccountTypeSchema } from './auth';
import { CUSTOMER_SEARCH_MAX_LENGTH } from './limits';

/** `GET /api/b2b/customers?q=&page=`: the customers the caller may shop for, by name, IČO or e-mail. */
export const customerSearchQuerySchema = z.object({
  q: z.string().trim().max(CUSTOMER_SEARCH_MAX_LENGTH).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomerSearchQuery = z.input<typeof customerSearchQuerySchema>;

export const customerSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_short: z.string(),
  /** IČO. */
  company_id: z.string().nullable(),
  email: z.string(),
  /** The billing address's city, to tell apart companies of similar names. */
  city: z.string().nullable(),
  is_blocked: z.boolean(),
  /** The caller's membership type; null where a dealer or superadmin acts for the customer. */
  b2b_account_type: b2bAccountTypeSchema.nullable(),
});
export type CustomerSearchItem = z.infer<typeof customerSearchItemSchema>;

export const customerSearchResponseSchema = z.object({
  customers: z.array(customerSearchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;
