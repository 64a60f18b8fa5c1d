import { returnRequestSchema } from '@/lib/api/contract/returns';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { fileReturnRequest } from '@/lib/server/services/returns';

export const dynamic = 'force-dynamic';

/** The return form (`/formular-vraceni-zbozi`): 201 `{ id, number, email }`; the confirmation is e-mailed. */
export const POST = apiRoute(async (request, context) => {
  const form = await parseJsonBody(request, returnRequestSchema);
  const filed = await fileReturnRequest(await getDb(), {
    form,
    locale: context.locale,
    user: context.user,
    ip: clientIp(request.headers),
  });
  return Response.json(filed, { status: 201 });
});
