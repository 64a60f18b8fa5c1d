import { z } from 'zod';
import { deliveryAddressSchema } from '@/lib/forms/customer-data';
import { EMAIL_MAX } from '@/lib/forms/rules';
import { b2bAccountTypeSchema } from './auth';
import { savedAddressSchema } from './cart';
import { partnerDiscountSchema } from './catalog';
import { recordIdParam } from './record-id';

const id = recordIdParam;

/** A delivery address of the company (`POST /api/b2b/addresses`, `PUT /api/b2b/addresses/{id}`). */
export const companyAddressSchema = deliveryAddressSchema.extend({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, `maxLength|${EMAIL_MAX}`)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'email'),
});
export type CompanyAddressInput = z.input<typeof companyAddressSchema>;

export const addressParamsSchema = z.object({ id: id() });
export const addressResponseSchema = z.object({ address: savedAddressSchema });

/** `GET /api/b2b/company`: what /b2b/nastaveni-uctu shows of the selected customer. */
export const companyOverviewSchema = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    name_short: z.string(),
    /** IČO, DIČ, IČ DPH. */
    company_id: z.string().nullable(),
    tax_id: z.string().nullable(),
    vat_id: z.string().nullable(),
    is_vat_payer: z.boolean(),
    country: z.enum(['CZ', 'SK']),
    email: z.string(),
    phone: z.string(),
    is_blocked: z.boolean(),
  }),
  billing_addresses: z.array(savedAddressSchema),
  delivery_addresses: z.array(savedAddressSchema),
  terms: z.object({
    allow_invoice_payment: z.boolean(),
    payment_due_days: z.number().int(),
    has_deposit: z.boolean(),
    deposit_percentage: z.number().int(),
    discount_percentage: z.number().int(),
    partner_discount: partnerDiscountSchema.nullable(),
  }),
  dealer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  users: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      b2b_account_type: b2bAccountTypeSchema,
    }),
  ),
  /** The caller may add, change and delete delivery addresses (customer admins, dealers). */
  can_manage: z.boolean(),
});
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;
