import { slugRoute } from '@/components/content/slug-route';
import { TrendArticle } from '@/components/content/trend-article';
import { getDb } from '@/lib/server/db';
import { trendHrefs } from '@/lib/server/services/content/content-hrefs';
import { getTrend } from '@/lib/server/services/content/trends';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const route = slugRoute({
  ownSlug: 'trend',
  key: 'trend-article',
  load: async (locale, slug) => (slug ? getTrend(await getDb(), { locale, slug }) : null),
  metadata: (trend) => ({
    title: trend.title,
    description: trend.perex,
    hrefs: trendHrefs(trend.slugs),
    image: trend.image,
    type: 'article',
  }),
  render: async (trend, { locale, channel }) => {
    const products = await listProductCardsByIds(await getDb(), { locale, channel, ids: trend.productIds });
    return <TrendArticle trend={trend} products={products} />;
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
