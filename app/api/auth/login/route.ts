import { loginRequestSchema } from '@/lib/api/contract/auth';
import { clientIp } from '@/lib/server/auth/client-ip';
import { presentedSessionTokens, sessionCookies, setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { anonymousCartOf } from '@/lib/server/services/cart/cart-token';
import { logIn } from '@/lib/server/services/user-sessions';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(async (request, context) => {
  const { username, password } = await parseJsonBody(request, loginRequestSchema);
  const { token, user } = await logIn(await getDb(), {
    email: username,
    password,
    client: { ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') },
    presentedTokens: presentedSessionTokens(request.headers),
    anonymousCart: anonymousCartOf(request.headers, context.channel.id),
  });
  return Response.json(
    { token, data: { user } },
    { headers: setCookieHeaders(sessionCookies(token, request)) },
  );
});
