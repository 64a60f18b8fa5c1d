import { changePasswordRequestSchema } from '@/lib/api/contract/account';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { changePassword } from '@/lib/server/services/accounts/change-password';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** A new password given the current one; the caller's other sessions end. */
export const PUT = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  const form = await parseJsonBody(request, changePasswordRequestSchema);
  await changePassword(await getDb(), user, {
    currentPassword: form.current_password,
    newPassword: form.new_password,
    ip: clientIp(request.headers),
  });
  return Response.json({ ok: true });
});
