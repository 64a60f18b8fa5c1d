import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TrendArticle } from '@/components/content/trend-article';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { trendHrefs } from '@/lib/server/services/content/content-hrefs';
import { getTrend } from '@/lib/server/services/content/trends';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[channel]/trendy-a-inspiracie/[slug]'>;

const loadTrend = cache(async (locale: Locale, slug: string) => getTrend(await getDb(), { locale, slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale }, { slug }] = await Promise.all([pageContext(params), params]);
  const trend = await loadTrend(locale, slug);
  if (!trend) return {};
  return contentMetadata({
    locale,
    title: trend.title,
    description: trend.perex,
    hrefs: trendHrefs(trend.slugs),
    image: trend.image,
    type: 'article',
  });
}

export default async function TrendPage({ params }: Props) {
  const [{ locale, channel }, { slug }] = await Promise.all([pageContext(params), params]);
  const trend = await loadTrend(locale, slug);
  if (!trend) notFound();
  const products = await listProductCardsByIds(await getDb(), { locale, channel, ids: trend.productIds });
  return <TrendArticle trend={trend} products={products} />;
}
