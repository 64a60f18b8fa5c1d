import { pageViewRequestSchema } from '@/lib/api/contract/page-views';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { recordPageView } from '@/lib/server/services/page-views';

export const dynamic = 'force-dynamic';

/** The frame's page-view event (spec §4), for the admin statistics: 204 whether or not it was stored. */
export const POST = apiRoute(async (request, context) => {
  const view = await parseJsonBody(request, pageViewRequestSchema);
  await recordPageView(await getDb(), {
    ...view,
    channel: context.channel.id,
    userId: context.user?.id ?? null,
    ip: clientIp(request.headers),
  });
  return new Response(null, { status: 204 });
});
