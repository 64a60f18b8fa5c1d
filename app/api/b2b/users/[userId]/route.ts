import { changeRoleRequestSchema, memberParamsSchema } from '@/lib/api/contract/b2b-users';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { changeMemberRole, removeMember } from '@/lib/server/services/b2b/company-users';

export const dynamic = 'force-dynamic';

/** A member's new role (customer admins, and dealers acting for the customer). */
export const PATCH = apiRoute<{ userId: string }>(async (request, context, params) => {
  const caller = await b2bCallerOf(context);
  const { userId } = memberParamsSchema.parse(params);
  const { b2b_account_type } = await parseJsonBody(request, changeRoleRequestSchema);
  return Response.json({ member: await changeMemberRole(await getDb(), caller, userId, b2b_account_type) });
});

/** Removes a member from the company; their sessions stop shopping for it. */
export const DELETE = apiRoute<{ userId: string }>(async (_request, context, params) => {
  const caller = await b2bCallerOf(context);
  const { userId } = memberParamsSchema.parse(params);
  await removeMember(await getDb(), caller, userId);
  return Response.json({ ok: true });
});
