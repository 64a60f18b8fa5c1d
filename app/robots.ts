import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { shopOriginForHost } from '@/lib/config/shop-origins';
import { requestHost } from '@/lib/server/context';
import { robotsRules } from '@/lib/seo/robots-rules';

/** Served on every shop domain, each pointing at its own sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(shopOriginForHost(requestHost(await headers())));
}
