import { slugRoute } from '@/components/content/slug-route';
import { TopicView } from '@/components/content/topic-view';
import { plainTextSummary } from '@/lib/server/content/plain-text-summary';
import { getDb } from '@/lib/server/db';
import { topicHrefs } from '@/lib/server/services/content/content-hrefs';
import { getTopicPage, listTopicProductIds } from '@/lib/server/services/content/topics';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

export const revalidate = 3600;

const TOPIC_PRODUCTS = 24;

export function generateStaticParams() {
  return [];
}

const route = slugRoute({
  ownSlug: 'topic',
  key: 'topic-page',
  load: async (locale, slug) => (slug ? getTopicPage(await getDb(), { locale, slug }) : null),
  metadata: (topic) => ({
    title: topic.name,
    description: plainTextSummary(topic.content),
    hrefs: topicHrefs(topic.slugs),
  }),
  render: async (topic, { locale, channel }) => {
    const db = await getDb();
    const ids = await listTopicProductIds(db, { topicId: topic.id, limit: TOPIC_PRODUCTS });
    const products = await listProductCardsByIds(db, { locale, channel, ids });
    return <TopicView topic={topic} products={products} />;
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
