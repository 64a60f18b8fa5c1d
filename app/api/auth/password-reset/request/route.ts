import { passwordResetRequestSchema } from '@/lib/api/contract/account';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { requestPasswordReset } from '@/lib/server/services/accounts/password-reset';
import { requestOrigin } from '@/lib/server/services/domains';

export const dynamic = 'force-dynamic';

/** Asks for a reset link by e-mail: `{ ok: true }` whether or not the address has an account. */
export const POST = apiRoute(async (request, context) => {
  const { email } = await parseJsonBody(request, passwordResetRequestSchema);
  await requestPasswordReset(await getDb(), {
    email,
    ip: clientIp(request.headers),
    locale: context.locale,
    origin: requestOrigin(request),
  });
  return Response.json({ ok: true });
});
