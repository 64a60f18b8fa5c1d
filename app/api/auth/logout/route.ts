import {
  clearedSessionCookies,
  presentedSessionTokens,
  setCookieHeaders,
} from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { logOut } from '@/lib/server/services/user-sessions';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(async (request) => {
  await logOut(await getDb(), presentedSessionTokens(request.headers));
  return Response.json({ ok: true }, { headers: setCookieHeaders(clearedSessionCookies(request)) });
});
