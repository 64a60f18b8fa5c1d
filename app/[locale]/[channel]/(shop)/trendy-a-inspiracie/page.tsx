import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { TrendList } from '@/components/content/trend-list';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { listTrends } from '@/lib/server/services/content/trends';
import { locales } from '@/lib/config/locales';

// `?page=` is read per request: a route whose HTML is cached once per locale and shop cannot read it.
export const dynamic = 'force-dynamic';

const PER_PAGE = 12;

type Props = PageProps<'/[locale]/[channel]/trendy-a-inspiracie'>;

/** `?page=` that is missing or not a positive number means the first page. */
async function requestedPage(searchParams: Props['searchParams']): Promise<number> {
  const { page } = await searchParams;
  const parsed = Number.parseInt(typeof page === 'string' ? page : '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
}

const loadTrends = cache(async (locale: Locale, page: number) =>
  listTrends(await getDb(), { locale, page, perPage: PER_PAGE }),
);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const { page } = await loadTrends(locale, await requestedPage(searchParams));
  const t = await getTranslations({ locale, namespace: 'Content' });
  const href = {
    pathname: '/trendy-a-inspiracie' as const,
    query: page > 1 ? { page: String(page) } : undefined,
  };
  return contentMetadata({
    locale,
    title: page > 1 ? t('pageTitle', { title: t('trendsTitle'), page }) : t('trendsTitle'),
    description: t('trendsDescription'),
    hrefs: Object.fromEntries(locales.map((other) => [other, href])),
  });
}

export default async function TrendsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  return <TrendList trends={await loadTrends(locale, await requestedPage(searchParams))} />;
}
