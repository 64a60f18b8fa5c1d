import { z } from 'zod';
import { NAME_MAX, optionalLine, requiredEmail } from '@/lib/forms/rules';
import { adminListQuerySchema, adminListResponseSchema } from './list';
import { recordIdParam } from '../record-id';

export const accountTypes = ['CUSTOMER_ADMIN', 'CUSTOMER_MANAGER'] as const;
const accountTypeSchema = z.enum(accountTypes, 'required');
const idSchema = recordIdParam();

/** `GET /api/admin/b2b-ucty`: the memberships by search (user, customer), account type and customer. */
export const membershipListQuerySchema = adminListQuerySchema.extend({
  type: accountTypeSchema.optional(),
  customer: idSchema.optional(),
});
export type MembershipListQuery = z.output<typeof membershipListQuerySchema>;
export const membershipSortColumns = ['email', 'customer', 'type', 'since'] as const;

export const membershipSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  user_active: z.boolean(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  b2b_account_type: accountTypeSchema,
  since: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListResponseSchema = adminListResponseSchema(membershipSchema);

/**
 * `POST /api/admin/b2b-ucty`: gives a user access to a customer. An e-mail without an account gets a new
 * user (the names are then used) and a set-password link.
 */
export const addMembershipSchema = z.object({
  customer_id: idSchema,
  email: z.string('required').pipe(requiredEmail()),
  b2b_account_type: accountTypeSchema,
  firstname: optionalLine(NAME_MAX).default(''),
  lastname: optionalLine(NAME_MAX).default(''),
});
export type AddMembershipInput = z.input<typeof addMembershipSchema>;

export const membershipParamsSchema = z.object({ customerId: idSchema, userId: idSchema });

/** `PATCH /api/admin/b2b-ucty/{customerId}/{userId}`. */
export const changeMembershipSchema = z.object({ b2b_account_type: accountTypeSchema });
