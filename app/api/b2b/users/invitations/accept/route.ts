import { type AcceptInvitationResponse, acceptInvitationRequestSchema } from '@/lib/api/contract/b2b-users';
import { clientIp } from '@/lib/server/auth/client-ip';
import { presentedSessionTokens, sessionCookies, setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { acceptInvitation } from '@/lib/server/services/b2b/accept-invitation';

export const dynamic = 'force-dynamic';

/** Accepts an invitation from its e-mail link; answers the user and, when it signed them in, the session. */
export const POST = apiRoute(async (request, context) => {
  const body = await parseJsonBody(request, acceptInvitationRequestSchema);
  const { token, user } = await acceptInvitation(await getDb(), body, {
    user: context.user,
    client: { ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') },
    presentedTokens: presentedSessionTokens(request.headers),
  });
  const headers = token ? setCookieHeaders(sessionCookies(token, request)) : new Headers();
  headers.set('Cache-Control', 'no-store');
  return Response.json({ user, ...(token ? { token } : {}) } satisfies AcceptInvitationResponse, { headers });
});
