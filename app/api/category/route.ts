import { menuQuerySchema } from '@/lib/api/contract/menu';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { getCategoryMenu } from '@/lib/server/services/menu';
import { MENU_CACHE_HEADERS } from '@/lib/server/services/menu-response';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request, context) => {
  const query = menuQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const categories = await getCategoryMenu(await getDb(), query.locale_id ?? context.locale);
  return Response.json({ categories }, { headers: MENU_CACHE_HEADERS });
});
