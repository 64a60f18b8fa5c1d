import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { requestOrigin } from '@/lib/server/services/domains';
import { sendPasswordReset } from '@/lib/server/services/admin/users/user-access';

export const dynamic = 'force-dynamic';

/** E-mails the user a password-reset link (202: the e-mail goes after the answer). */
export const POST = adminRoute<{ id: string }>('uzivatele', async (request, caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await sendPasswordReset(await getDb(), caller, id, {
    locale: context.locale,
    origin: requestOrigin(request),
  });
  return new Response(null, { status: 202, headers: NO_STORE });
});
