import { menuQuerySchema } from '@/lib/api/contract/menu';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { getTopicMenu } from '@/lib/server/services/menu';
import { MENU_CACHE_HEADERS } from '@/lib/server/services/menu-response';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request, context) => {
  const query = menuQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const topics = await getTopicMenu(await getDb(), query.locale_id ?? context.locale);
  return Response.json({ topics }, { headers: MENU_CACHE_HEADERS });
});
