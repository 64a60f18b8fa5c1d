import { z } from 'zod';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
  STREET_MAX,
  optionalLine,
  requiredLine,
  requiredTrimmedText,
  requiredZip,
} from '@/lib/forms/rules';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { recordId, recordIdParam } from '../record-id';

const countrySchema = z.enum(['CZ', 'SK'], 'required');
const channelSchema = z.enum(['cz', 'sk'], 'required');
const percent = z.number('required').int('required').min(0, 'required').max(100, 'maxLength|100');
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, `maxLength|${EMAIL_MAX}`)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email');

/** `GET /api/admin/zakaznici`: search, sort, page, and the filters blocked (yes/no), dealer and country. */
export const customerListQuerySchema = adminListQuerySchema.extend({
  blocked: z.enum(['yes', 'no']).optional(),
  /** A dealer's user id, or `none` for customers without a dealer. */
  dealer: z.union([z.literal('none'), recordIdParam()]).optional(),
  country: countrySchema.optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export const customerSortColumns = ['name', 'company_id', 'country', 'created_at'] as const;

export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.string().nullable(),
  country: countrySchema,
  channel: channelSchema,
  email: z.string(),
  is_blocked: z.boolean(),
  discount_percentage: z.number().int(),
  dealer_email: z.string().nullable(),
  members: z.number().int(),
  created_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListResponseSchema = adminListResponseSchema(customerListItemSchema);

/** `PUT /api/admin/zakaznici/{id}`: company data and terms (the whole form; money rules stay on the server). */
export const customerUpdateSchema = z.object({
  name: requiredLine(COMPANY_NAME_MAX),
  name_short: optionalLine(NAME_MAX),
  company_id: optionalLine(20),
  tax_id: optionalLine(20),
  vat_id: z.string().trim().toUpperCase().max(14, 'maxLength|14'),
  is_vat_payer: z.boolean(),
  country: countrySchema,
  channel: channelSchema,
  email: optionalEmail,
  phone: optionalLine(PHONE_MAX),
  discount_percentage: percent,
  payment_due_days: z.number('required').int('required').min(0, 'required').max(365, 'maxLength|365'),
  allow_invoice_payment: z.boolean(),
  has_deposit: z.boolean(),
  deposit_percentage: percent,
  customer_data_requirements: z.enum(['FULL', 'BASIC']),
  is_blocked: z.boolean(),
  dealer_user_id: recordId().nullable(),
});
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** A billing and/or delivery address of the customer. */
export const customerAddressSchema = z
  .object({
    is_billing: z.boolean(),
    is_delivery: z.boolean(),
    company: optionalLine(COMPANY_NAME_MAX),
    firstname: optionalLine(NAME_MAX),
    lastname: optionalLine(NAME_MAX),
    street: requiredLine(STREET_MAX),
    city: requiredLine(CITY_MAX),
    zip: requiredZip(),
    country: countrySchema,
    phone: optionalLine(PHONE_MAX),
    email: optionalEmail,
  })
  .refine((address) => address.is_billing || address.is_delivery, {
    message: 'addressKind',
    path: ['is_delivery'],
  });
export type CustomerAddressInput = z.input<typeof customerAddressSchema>;
export type CustomerAddress = z.output<typeof customerAddressSchema> & { id: number };

/** `PUT /api/admin/zakaznici/{id}/prices`: an individual net price (minor units) of a variant or its whole product. */
export const customerPriceSchema = z.object({
  code: requiredTrimmedText(64),
  channel: channelSchema,
  net_price: z.number('required').int('required').min(1, 'required').max(100_000_000, 'maxLength|100000000'),
  whole_product: z.boolean().default(false),
});
export type CustomerPriceInput = z.input<typeof customerPriceSchema>;

export const customerPriceKeySchema = z.object({
  variant_id: recordIdParam(),
  channel: channelSchema,
});

/** `PUT /api/admin/zakaznici/{id}/recommended`: a variant the dealer recommends, with a suggested quantity. */
export const recommendedItemSchema = z.object({
  code: requiredTrimmedText(64),
  quantity: z.number('required').int('required').min(1, 'required').max(100_000, 'maxLength|100000'),
});
export type RecommendedItemInput = z.input<typeof recommendedItemSchema>;

export const recommendedKeySchema = z.object({
  variant_id: recordIdParam(),
});

export interface CustomerVariantLine {
  variant_id: number;
  code: string;
  name: string;
}
export interface CustomerPriceLine extends CustomerVariantLine {
  channel: 'cz' | 'sk';
  net_price: number;
  list_net_price: number | null;
}
export interface RecommendedLine extends CustomerVariantLine {
  quantity: number;
}

export interface CustomerDetail extends CustomerUpdate {
  id: number;
  approved_at: string | null;
  created_at: string;
  addresses: CustomerAddress[];
  prices: CustomerPriceLine[];
  recommended: RecommendedLine[];
  members: {
    user_id: number;
    email: string;
    name: string;
    b2b_account_type: 'CUSTOMER_ADMIN' | 'CUSTOMER_MANAGER';
  }[];
}

/** The dealers a customer can be assigned to (the form's choice and the list's filter). */
export interface DealerOption {
  id: number;
  email: string;
  name: string;
}

export const customerAddressParamsSchema = z.object({
  id: recordIdParam(),
  addressId: recordIdParam(),
});
