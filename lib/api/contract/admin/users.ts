import { z } from 'zod';
import { adminListQuerySchema, adminListResponseSchema } from './list';

export const staffRoles = ['ROLE_DEALER', 'ROLE_TRANSLATOR', 'ROLE_SUPERADMIN'] as const;
const roleSchema = z.enum(staffRoles);

/** `GET /api/admin/uzivatele`: users by search (e-mail, name), role (`none`: shoppers only) and blocking. */
export const userListQuerySchema = adminListQuerySchema.extend({
  role: z.union([roleSchema, z.literal('none')]).optional(),
  blocked: z.enum(['yes', 'no']).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const userSortColumns = ['email', 'name', 'created_at', 'last_login_at'] as const;

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  is_active: z.boolean(),
  memberships: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListResponseSchema = adminListResponseSchema(adminUserSchema);

/** `PATCH /api/admin/uzivatele/{id}`: the staff roles and whether the user may sign in. */
export const userAccessSchema = z.object({
  roles: z
    .array(roleSchema)
    .max(staffRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'required'),
  is_active: z.boolean(),
});
export type UserAccess = z.output<typeof userAccessSchema>;
