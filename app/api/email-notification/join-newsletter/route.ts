import { joinNewsletterRequestSchema, type OkResponse } from '@/lib/api/contract/newsletter';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { requestOrigin } from '@/lib/server/services/domains';
import { joinNewsletter } from '@/lib/server/services/newsletter';

export const dynamic = 'force-dynamic';

/** The newsletter form (spec §3, §5): subscribes the address and e-mails the unsubscribe link. */
export const PUT = apiRoute(async (request, context) => {
  const { email } = await parseJsonBody(request, joinNewsletterRequestSchema);
  await joinNewsletter(await getDb(), {
    email,
    locale: context.locale,
    channel: context.channel.id,
    origin: requestOrigin(request),
    ip: clientIp(request.headers),
  });
  return Response.json({ ok: true } satisfies OkResponse);
});
