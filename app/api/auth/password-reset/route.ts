import { passwordResetConfirmSchema } from '@/lib/api/contract/account';
import { sessionCookies, setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { sessionStartOf } from '@/lib/server/http/session-start';
import { resetPassword } from '@/lib/server/services/accounts/password-reset';

export const dynamic = 'force-dynamic';

/** Sets a new password with the e-mailed token; every session ends and this browser is signed in anew. */
export const POST = apiRoute(async (request, context) => {
  const { token: resetToken, password } = await parseJsonBody(request, passwordResetConfirmSchema);
  const { token, user } = await resetPassword(await getDb(), {
    token: resetToken,
    password,
    session: sessionStartOf(request, context),
  });
  return Response.json(
    { token, data: { user } },
    { headers: setCookieHeaders(sessionCookies(token, request)) },
  );
});
