import { z } from 'zod';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  NAME_MAX,
  NOTE_MAX,
  STREET_MAX,
  optionalText,
  optionalVatId,
  requiredCompanyId,
  requiredEmail,
  requiredPhone,
  requiredText,
  requiredZip,
} from './rules';

/**
 * The checkout's customer data (spec §3 Cart `customer_data`, domain.md "Customer data requirements"):
 * one set of schemas for the order page's forms and for `PUT /api/cart/set-customer-data`.
 */
export const countryCodeSchema = z.enum(['CZ', 'SK']);

const name = () => requiredText(NAME_MAX).trim();

/** BASIC (personal pickup): who collects and how to reach them. */
export const basicBillingSchema = z.object({
  firstname: name(),
  lastname: name(),
  email: requiredEmail(),
  phone: requiredPhone(),
});

/** FULL: the billing address as well. */
export const fullBillingSchema = basicBillingSchema.extend({
  street: requiredText(STREET_MAX).trim(),
  city: requiredText(CITY_MAX).trim(),
  zip: requiredZip(),
  country: countryCodeSchema,
});

/** Where the goods go when not to the billing address. */
export const deliveryAddressSchema = z.object({
  firstname: name(),
  lastname: name(),
  company: optionalText(COMPANY_NAME_MAX),
  street: requiredText(STREET_MAX).trim(),
  city: requiredText(CITY_MAX).trim(),
  zip: requiredZip(),
  country: countryCodeSchema,
  phone: requiredPhone(),
});

/** A company order: name, IČO, and DIČ / IČ DPH when the company has one. */
export const companySchema = z.object({
  name: requiredText(COMPANY_NAME_MAX).trim(),
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
  street: optionalText(STREET_MAX),
  city: optionalText(CITY_MAX),
  zip: z.string().trim().max(6, 'zip'),
  country: countryCodeSchema,
});

export const orderNoteSchema = optionalText(NOTE_MAX);
