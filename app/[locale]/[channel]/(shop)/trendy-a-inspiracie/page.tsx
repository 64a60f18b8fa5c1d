import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrendList } from '@/components/content/trend-list';
import { locales } from '@/lib/config/locales';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { pageContext } from '@/lib/server/page-context';
import { loadTrendsPage } from '@/lib/server/page-data';

// `?page=` is read per request: a route whose HTML is cached once per locale and shop cannot read it.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/trendy-a-inspiracie'>;

async function load({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const { page } = await searchParams;
  return { locale, trends: await loadTrendsPage(locale, typeof page === 'string' ? page : undefined) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const {
    locale,
    trends: { page },
  } = await load(props);
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

export default async function TrendsPage(props: Props) {
  const { trends } = await load(props);
  return <TrendList trends={trends} />;
}
