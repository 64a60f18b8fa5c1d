import { slugRoute } from '@/components/content/slug-route';
import { TrendArticle } from '@/components/content/trend-article';
import { loadTrendPageData } from '@/lib/server/page-data';
import { trendHrefs } from '@/lib/server/services/content/content-hrefs';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const route = slugRoute({
  ownSlug: 'trend',
  load: loadTrendPageData,
  metadata: ({ trend }) => ({
    title: trend.title,
    description: trend.perex,
    hrefs: trendHrefs(trend.slugs),
    image: trend.image,
    type: 'article',
  }),
  render: ({ trend, products }) => <TrendArticle trend={trend} products={products} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
