import { loginRequestSchema } from '@/lib/api/contract/auth';
import { sessionCookies, setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { preferredLocaleField } from '@/lib/server/http/preferred-locale';
import { sessionStartOf } from '@/lib/server/http/session-start';
import { logIn } from '@/lib/server/services/user-sessions';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(async (request, context) => {
  const { username, password } = await parseJsonBody(request, loginRequestSchema);
  const { token, user, preferredLocale } = await logIn(await getDb(), {
    email: username,
    password,
    ...sessionStartOf(request, context),
  });
  return Response.json(
    { token, data: { user }, ...preferredLocaleField(preferredLocale) },
    { headers: setCookieHeaders(sessionCookies(token, request)) },
  );
});
