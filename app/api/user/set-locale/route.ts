import { setLocaleRequestSchema } from '@/lib/api/contract/auth';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '@/lib/config/locales';
import { isHttpsRequest, serializeCookie } from '@/lib/server/auth/cookies';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { setUserLocale } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

export const PATCH = apiRoute(async (request, context) => {
  const { locale_id } = await parseJsonBody(request, setLocaleRequestSchema);
  if (context.user) await setUserLocale(await getDb(), context.user.id, locale_id);
  // Not HttpOnly: the frame reads the chosen language in the browser as well.
  const cookie = serializeCookie(LOCALE_COOKIE_NAME, locale_id, {
    maxAgeSeconds: LOCALE_COOKIE_MAX_AGE,
    secure: isHttpsRequest(request),
  });
  return Response.json({ locale_id }, { headers: { 'Set-Cookie': cookie } });
});
