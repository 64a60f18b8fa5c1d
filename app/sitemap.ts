import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/server/db';
import { listSitemapIds, sitemapFileEntries } from '@/lib/server/services/sitemap/sitemap-files';
import { sitemapShop } from '@/lib/server/services/sitemap/sitemap-shop';

/** The catalog is in the database, which exists only at run time, and each shop domain has its own URLs. */
export const dynamic = 'force-dynamic';

/** /sitemap/pages.xml, /sitemap/products-1.xml…; the index at /sitemap.xml lists them. */
export async function generateSitemaps(): Promise<{ id: string }[]> {
  if (env.NEXT_PHASE === 'phase-production-build') return [];
  const ids = await listSitemapIds(await getDb(), sitemapShop(await headers()));
  return ids.map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const entries = await sitemapFileEntries(await getDb(), await id, sitemapShop(await headers()));
  return entries ?? [];
}
