import { z } from 'zod';
import { countryCodeSchema } from '@/lib/forms/customer-data';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  NAME_MAX,
  STREET_MAX,
  optionalLine,
  requiredLine,
  requiredPhone,
  requiredZip,
} from '@/lib/forms/rules';
import { savedAddressSchema } from './cart';
import { RECORD_ID_MAX } from './record-id';

const text = (max: number) => z.string('required').pipe(requiredLine(max));

/**
 * POST /api/user/addresses and PUT /api/user/addresses/{id}: a saved billing and/or delivery address of
 * the signed-in customer (the order page offers them). At least one of the two kinds.
 */
export const addressRequestSchema = z
  .object({
    is_billing: z.boolean('required'),
    is_delivery: z.boolean('required'),
    firstname: text(NAME_MAX),
    lastname: text(NAME_MAX),
    company: z.string().pipe(optionalLine(COMPANY_NAME_MAX)).default(''),
    street: text(STREET_MAX),
    city: text(CITY_MAX),
    zip: z.string('required').pipe(requiredZip()),
    country: countryCodeSchema,
    phone: z.string('required').pipe(requiredPhone()),
  })
  .refine((address) => address.is_billing || address.is_delivery, {
    message: 'addressKind',
    path: ['is_billing'],
  });
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** `{id}` of /api/user/addresses/{id}. */
export const addressIdSchema = z.coerce
  .number('required')
  .int('notFound')
  .positive('notFound')
  .max(RECORD_ID_MAX, 'notFound');

export const addressResponseSchema = z.object({ address: savedAddressSchema });
export const addressListResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
