import { invitationParamsSchema } from '@/lib/api/contract/b2b-users';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { resendInvitation } from '@/lib/server/services/b2b/invitations';

export const dynamic = 'force-dynamic';

/** Sends a pending invitation again, with a new link valid for 7 days. */
export const POST = apiRoute<{ id: string }>(async (_request, context, params) => {
  const caller = await b2bCallerOf(context);
  const { id } = invitationParamsSchema.parse(params);
  return Response.json({ invitation: await resendInvitation(await getDb(), caller, id, context) });
});
