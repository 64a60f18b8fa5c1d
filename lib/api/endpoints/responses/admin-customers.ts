import { z } from 'zod';
import {
  type CustomerDetail,
  customerAddressSchema,
  customerUpdateSchema,
} from '@/lib/api/contract/admin/customers';
import type { addMembership } from '@/lib/server/services/admin/b2b-accounts/membership-changes';
import type { addCustomerAddress } from '@/lib/server/services/admin/customers/customer-addresses';
import type { setCustomerPrice } from '@/lib/server/services/admin/customers/customer-prices';
import { describes } from './fits';

const variantLine = { variant_id: z.number().int(), code: z.string(), name: z.string() };

/** `GET|PUT /api/admin/zakaznici/{id}`: the company data and terms with its addresses, prices and users. */
export const customerDetailSchema = describes<CustomerDetail>()(
  z.object({
    ...customerUpdateSchema.shape,
    id: z.number().int(),
    approved_at: z.string().nullable(),
    created_at: z.string(),
    addresses: z.array(customerAddressSchema.safeExtend({ id: z.number().int() })),
    prices: z.array(
      z.object({
        ...variantLine,
        channel: z.enum(['cz', 'sk']),
        net_price: z.number().int(),
        list_net_price: z.number().int().nullable(),
      }),
    ),
    recommended: z.array(z.object({ ...variantLine, quantity: z.number().int() })),
    members: z.array(
      z.object({
        user_id: z.number().int(),
        email: z.string(),
        name: z.string(),
        b2b_account_type: z.enum(['CUSTOMER_ADMIN', 'CUSTOMER_MANAGER']),
      }),
    ),
  }),
);

/** `POST /api/admin/zakaznici/{id}/addresses`. */
export const createdAddressSchema = describes<Awaited<ReturnType<typeof addCustomerAddress>>>()(
  z.object({ id: z.number().int() }),
);

/** `PUT /api/admin/zakaznici/{id}/prices`: how many variants got the price (one, or the whole product's). */
export const pricedVariantsSchema = describes<Awaited<ReturnType<typeof setCustomerPrice>>>()(
  z.object({ variants: z.number().int() }),
);

/** `POST /api/admin/b2b-ucty`: `new_user` when the e-mail had no account and got a set-password link. */
export const membershipAddedSchema = describes<Awaited<ReturnType<typeof addMembership>>>()(
  z.object({ user_id: z.number().int(), customer_id: z.number().int(), new_user: z.boolean() }),
);
