import { z } from 'zod';
import { requiredTrimmedText } from '@/lib/forms/rules';
import { adminListQuerySchema, adminListResponseSchema } from './list';

export const registrationStates = ['pending', 'approved', 'rejected'] as const;
export type RegistrationState = (typeof registrationStates)[number];

/** `GET /api/admin/registrace-b2b-formular`: the list's search, sort and page, and the state shown. */
export const registrationListQuerySchema = adminListQuerySchema.extend({
  state: z.enum(registrationStates).optional(),
});
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** Columns the registrations list can sort by. */
export const registrationSortColumns = ['created_at', 'company_name', 'status'] as const;

export const registrationListItemSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_id: z.string(),
  contact_name: z.string(),
  email: z.string(),
  country: z.enum(['CZ', 'SK']),
  channel: z.enum(['cz', 'sk']),
  status: z.enum(registrationStates),
  created_at: z.string(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;
export const registrationListResponseSchema = adminListResponseSchema(registrationListItemSchema);

export const registrationDetailSchema = registrationListItemSchema.extend({
  vat_id: z.string().nullable(),
  is_vat_payer: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  business_type: z.string(),
  note: z.string(),
  locale: z.enum(['sk', 'cs', 'en']),
  customer_id: z.number().int().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const REJECTION_REASON_MAX = 1000;

/** `POST /api/admin/registrace-b2b-formular/{id}/reject`: why, told to the applicant. */
export const rejectRegistrationSchema = z.object({
  reason: z.string('required').pipe(requiredTrimmedText(REJECTION_REASON_MAX)),
});
export type RejectRegistrationRequest = z.input<typeof rejectRegistrationSchema>;

/** What approving made: the new customer and whether its admin was a new user (who got a set-password link). */
export const approveRegistrationResponseSchema = z.object({
  registration: registrationDetailSchema,
  customer_id: z.number().int(),
  user_id: z.number().int(),
  new_user: z.boolean(),
});
export type ApproveRegistrationResponse = z.infer<typeof approveRegistrationResponseSchema>;
