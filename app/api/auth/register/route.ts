import { registerRequestSchema } from '@/lib/api/contract/account';
import { sessionCookies, setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { sessionStartOf } from '@/lib/server/http/session-start';
import { registerCustomer } from '@/lib/server/services/accounts/register-customer';
import { requestOrigin } from '@/lib/server/services/domains';

export const dynamic = 'force-dynamic';

/** A new B2C customer account (`/registrace`): 201 with the token and user, signed in like a login. */
export const POST = apiRoute(async (request, context) => {
  const form = await parseJsonBody(request, registerRequestSchema);
  const { token, user } = await registerCustomer(await getDb(), {
    form,
    locale: context.locale,
    channel: context.channel.id,
    origin: requestOrigin(request),
    session: sessionStartOf(request, context),
  });
  return Response.json(
    { token, data: { user } },
    { status: 201, headers: setCookieHeaders(sessionCookies(token, request)) },
  );
});
