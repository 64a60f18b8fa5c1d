import { z } from 'zod';
import { newPassword } from '@/lib/forms/password-rules';
import { NAME_MAX, PASSWORD_MAX, requiredEmail, requiredLine } from '@/lib/forms/rules';
import { authUserSchema, b2bAccountTypeSchema } from './auth';
import { recordIdParam } from './record-id';

const id = recordIdParam;

/** `POST /api/b2b/users/invitations`: a colleague invited by e-mail with the role they will have. */
export const inviteRequestSchema = z.object({
  email: requiredEmail(),
  b2b_account_type: b2bAccountTypeSchema,
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** `PATCH /api/b2b/users/{userId}`: a member's new role. */
export const changeRoleRequestSchema = z.object({ b2b_account_type: b2bAccountTypeSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

export const memberParamsSchema = z.object({ userId: id() });
export const invitationParamsSchema = z.object({ id: id() });

export const companyMemberSchema = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  b2b_account_type: b2bAccountTypeSchema,
  /** The caller themself. */
  is_you: z.boolean(),
  member_since: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  b2b_account_type: b2bAccountTypeSchema,
  expires_at: z.string(),
  is_expired: z.boolean(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/b2b/users`: the selected customer's members and pending invitations. */
export const companyUsersResponseSchema = z.object({
  members: z.array(companyMemberSchema),
  /** Only for those who may manage them (a manager sees the members only). */
  invitations: z.array(pendingInvitationSchema),
  can_manage: z.boolean(),
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

export const invitationResponseSchema = z.object({ invitation: pendingInvitationSchema });
export const memberResponseSchema = z.object({ member: companyMemberSchema });
export const removedResponseSchema = z.object({ ok: z.literal(true) });

const token = () => z.string().min(20).max(200);

/**
 * `POST /api/b2b/users/invitations/accept`. Someone with no account yet gives a name and a password; an
 * existing user is signed in already (as the invited address) or gives their password to sign in.
 */
export const acceptInvitationRequestSchema = z.object({
  token: token(),
  firstname: requiredLine(NAME_MAX).optional(),
  lastname: requiredLine(NAME_MAX).optional(),
  password: z.string().max(PASSWORD_MAX, `maxLength|${PASSWORD_MAX}`).optional(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/** The new member, and the session `token` when the acceptance signed them in (also set as the cookie). */
export const acceptInvitationResponseSchema = z.object({
  user: authUserSchema,
  token: z.string().optional(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** The new account's form: name and password (the same rules the server applies). */
export const newMemberFormSchema = z.object({
  firstname: requiredLine(NAME_MAX),
  lastname: requiredLine(NAME_MAX),
  password: newPassword(),
});
