import { z } from 'zod';
import { locales } from '@/lib/config/locales';
import { PASSWORD_MAX, requiredEmail, requiredText } from '@/lib/forms/rules';
import { recordId } from './record-id';

/** POST /api/auth/login — spec §5: e-mail required, valid, max 200; password required, max 100. */
export const loginRequestSchema = z.object({
  username: requiredEmail(),
  password: requiredText(PASSWORD_MAX),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const b2bAccountTypeSchema = z.enum(['CUSTOMER_ADMIN', 'CUSTOMER_MANAGER']);
export const roleSchema = z.enum(['ROLE_DEALER', 'ROLE_TRANSLATOR', 'ROLE_SUPERADMIN']);

export const selectableCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_short: z.string(),
  /** The user's membership type; null for a customer a dealer or superadmin acts for. */
  b2b_account_type: b2bAccountTypeSchema.nullable(),
});
export type SelectableCustomer = z.infer<typeof selectableCustomerSchema>;

/** Spec §3 User, plus the permissions the frame needs (spec §4, §6). */
export const authUserSchema = z.object({
  username: z.string(),
  customer_name: z.string().nullable(),
  customer_name_short: z.string().nullable(),
  show_price_without_vat: z.boolean(),
  is_registered_for_newsletter: z.boolean(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  b2b_account_type: b2bAccountTypeSchema.nullable(),
  is_b2b: z.boolean(),
  has_deposit: z.boolean(),
  // is_vat_payer is ours beside the spec's id and name: the browser's widgets show net prices by it (spec §1).
  selected_customer: z
    .object({ id: z.number().int(), name: z.string(), is_vat_payer: z.boolean() })
    .nullable(),
  customers: z.array(selectableCustomerSchema),
  can_select_customer: z.boolean(),
  must_select_customer: z.boolean(),
  has_admin_menu: z.boolean(),
  is_customer_admin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  data: z.object({ user: authUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/user */
export const authUserResponseSchema = z.object({ user: authUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** POST /api/auth/logout */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** PATCH /api/user/set-locale */
export const setLocaleRequestSchema = z.object({ locale_id: z.enum(locales) });
export type SetLocaleRequest = z.infer<typeof setLocaleRequestSchema>;
export const setLocaleResponseSchema = setLocaleRequestSchema;
export type SetLocaleResponse = z.infer<typeof setLocaleResponseSchema>;

/** PUT /api/user/select-customer — the customer a B2B user, dealer or superadmin shops for; answers `{ user }`. */
export const selectCustomerRequestSchema = z.object({ customer_id: recordId() });
export type SelectCustomerRequest = z.infer<typeof selectCustomerRequestSchema>;

/** Spec §8: the body of a failed login, whose message the client replaces with its own text. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials.';
