import { getDb } from '@/lib/server/db';
import { listSitemapIds, sitemapIndexXml } from '@/lib/server/services/sitemap/sitemap-files';
import { sitemapShop } from '@/lib/server/services/sitemap/sitemap-shop';

export const dynamic = 'force-dynamic';

/** The sitemap index of the request's shop (at /sitemap.xml, see next.config.ts): its pages and product files. */
export async function GET(request: Request) {
  const shop = sitemapShop(request.headers);
  const ids = await listSitemapIds(await getDb(), shop);
  return new Response(sitemapIndexXml(shop.origin, ids), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
