import { inviteRequestSchema } from '@/lib/api/contract/b2b-users';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { inviteColleague } from '@/lib/server/services/b2b/invitations';

export const dynamic = 'force-dynamic';

/** Invites a colleague by e-mail with a role; the e-mail is in the inviter's language and shop. */
export const POST = apiRoute(async (request, context) => {
  const caller = await b2bCallerOf(context);
  const body = await parseJsonBody(request, inviteRequestSchema);
  const invitation = await inviteColleague(await getDb(), caller, body, context);
  return Response.json({ invitation }, { status: 201 });
});
