import { slugRoute } from '@/components/content/slug-route';
import { TopicView } from '@/components/content/topic-view';
import { plainTextSummary } from '@/lib/server/content/plain-text-summary';
import { loadTopicPageData } from '@/lib/server/page-data';
import { topicHrefs } from '@/lib/server/services/content/content-hrefs';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const route = slugRoute({
  ownSlug: 'topic',
  load: loadTopicPageData,
  metadata: ({ topic }) => ({
    title: topic.name,
    description: plainTextSummary(topic.content),
    hrefs: topicHrefs(topic.slugs),
  }),
  render: ({ topic, products }) => <TopicView topic={topic} products={products} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
