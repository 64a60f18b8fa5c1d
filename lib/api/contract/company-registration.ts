import { z } from 'zod';
import { countryCodeSchema } from '@/lib/forms/customer-data';
import { companyIdProblem, vatIdProblem } from '@/lib/forms/company-ids';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  NAME_MAX,
  NOTE_MAX,
  STREET_MAX,
  optionalNote,
  requiredEmail,
  requiredLine,
  requiredPhone,
  requiredZip,
} from '@/lib/forms/rules';

/** What kind of business applies: the admin sees it beside the request. */
export const businessTypes = [
  'restaurant',
  'hotel',
  'cafe',
  'catering',
  'canteen',
  'retail',
  'other',
] as const;
export type BusinessType = (typeof businessTypes)[number];

const text = (max: number) => z.string('required').pipe(requiredLine(max));

/** The company's own rules need its country: checked even while other fields are still wrong. */
function hasIdsAndCountry({ value }: { value: unknown }): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    typeof form.company_id === 'string' &&
    typeof form.vat_id === 'string' &&
    (form.country === 'CZ' || form.country === 'SK')
  );
}

/**
 * POST /api/company-registration — a company's application to become a partner (`/pro-firmy`). The
 * company ID and VAT ID follow the rules of the company's country; a VAT payer gives its VAT ID.
 */
export const companyRegistrationRequestSchema = z
  .object({
    company_name: text(COMPANY_NAME_MAX),
    company_id: z.string('required').trim().min(1, 'required'),
    vat_id: z.string().trim().toUpperCase().max(12, 'maxLength|12').default(''),
    is_vat_payer: z.boolean().default(false),
    street: text(STREET_MAX),
    city: text(CITY_MAX),
    zip: z.string('required').pipe(requiredZip()),
    country: countryCodeSchema,
    firstname: text(NAME_MAX),
    lastname: text(NAME_MAX),
    email: z.string('required').pipe(requiredEmail()),
    phone: z.string('required').pipe(requiredPhone()),
    business_type: z.enum(businessTypes, 'businessType'),
    note: z.string().pipe(optionalNote(NOTE_MAX)).default(''),
  })
  .superRefine(
    (form, context) => {
      const companyId = companyIdProblem(form.company_id, form.country);
      if (companyId) context.addIssue({ code: 'custom', message: companyId, path: ['company_id'] });
      if (form.vat_id === '') {
        if (form.is_vat_payer) context.addIssue({ code: 'custom', message: 'required', path: ['vat_id'] });
        return;
      }
      const vatId = vatIdProblem(form.vat_id, form.country);
      if (vatId) context.addIssue({ code: 'custom', message: vatId, path: ['vat_id'] });
    },
    { when: hasIdsAndCountry },
  );
export type CompanyRegistrationRequest = z.input<typeof companyRegistrationRequestSchema>;

export const companyRegistrationResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
});
