import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TopicView } from '@/components/content/topic-view';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { plainTextSummary } from '@/lib/server/content/plain-text-summary';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { topicHrefs } from '@/lib/server/services/content/content-hrefs';
import { getTopicPage, listTopicProductIds } from '@/lib/server/services/content/topics';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

export const revalidate = 3600;

const TOPIC_PRODUCTS = 24;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[channel]/topic-page/[slug]'>;

const loadTopic = cache(async (locale: Locale, slug: string) =>
  getTopicPage(await getDb(), { locale, slug }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale }, { slug }] = await Promise.all([pageContext(params), params]);
  const topic = await loadTopic(locale, slug);
  if (!topic) return {};
  return contentMetadata({
    locale,
    title: topic.name,
    description: plainTextSummary(topic.content),
    hrefs: topicHrefs(topic.slugs),
  });
}

export default async function TopicPage({ params }: Props) {
  const [{ locale, channel }, { slug }] = await Promise.all([pageContext(params), params]);
  const topic = await loadTopic(locale, slug);
  if (!topic) notFound();
  const db = await getDb();
  const ids = await listTopicProductIds(db, { topicId: topic.id, limit: TOPIC_PRODUCTS });
  const products = await listProductCardsByIds(db, { locale, channel, ids });
  return <TopicView topic={topic} products={products} />;
}
