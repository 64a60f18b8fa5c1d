import { invitationParamsSchema } from '@/lib/api/contract/b2b-users';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { cancelInvitation } from '@/lib/server/services/b2b/invitations';

export const dynamic = 'force-dynamic';

/** Cancels a pending invitation: its link stops working. */
export const DELETE = apiRoute<{ id: string }>(async (_request, context, params) => {
  const caller = await b2bCallerOf(context);
  const { id } = invitationParamsSchema.parse(params);
  await cancelInvitation(await getDb(), caller, id);
  return Response.json({ ok: true });
});
