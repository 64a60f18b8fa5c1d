import { z } from 'zod';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  NAME_MAX,
  NOTE_MAX,
  STREET_MAX,
  optionalLine,
  optionalNote,
  optionalVatId,
  requiredCompanyId,
  requiredEmail,
  requiredLine,
  requiredPhone,
  requiredZip,
} from './rules';

/**
 * The checkout's customer data (spec §3 Cart `customer_data`, domain.md "Customer data requirements"):
 * one set of schemas for the order page's forms and for `PUT /api/cart/set-customer-data`.
 */
export const countryCodeSchema = z.enum(['CZ', 'SK']);

const name = () => requiredLine(NAME_MAX);

/** BASIC (personal pickup): who collects and how to reach them. */
export const basicBillingSchema = z.object({
  firstname: name(),
  lastname: name(),
  email: requiredEmail(),
  phone: requiredPhone(),
});

/** FULL: the billing address as well. */
export const fullBillingSchema = basicBillingSchema.extend({
  street: requiredLine(STREET_MAX),
  city: requiredLine(CITY_MAX),
  zip: requiredZip(),
  country: countryCodeSchema,
});

/** Where the goods go when not to the billing address. */
export const deliveryAddressSchema = z.object({
  firstname: name(),
  lastname: name(),
  company: optionalLine(COMPANY_NAME_MAX),
  street: requiredLine(STREET_MAX),
  city: requiredLine(CITY_MAX),
  zip: requiredZip(),
  country: countryCodeSchema,
  phone: requiredPhone(),
});

/** A company order: name, IČO, and DIČ / IČ DPH when the company has one. */
export const companySchema = z.object({
  name: requiredLine(COMPANY_NAME_MAX),
  company_id: requiredCompanyId(),
  vat_id: optionalVatId(),
});

export type CustomerDataRequirements = 'FULL' | 'BASIC';

/** The billing part of the form for the cart's requirement level. */
export function billingSchemaFor(level: CustomerDataRequirements) {
  return level === 'FULL' ? fullBillingSchema : basicBillingSchema;
}

/** The stored billing information: the BASIC fields always, the address ones empty under BASIC. */
export const billingInformationSchema = basicBillingSchema.extend({
  street: optionalLine(STREET_MAX),
  city: optionalLine(CITY_MAX),
  zip: z.string().trim().max(6, 'zip'),
  country: countryCodeSchema,
});

export const orderNoteSchema = optionalNote(NOTE_MAX);
