import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loadSearch } from '@/components/search-page/load-search';
import { searchMetadata } from '@/components/search-page/search-metadata';
import { SearchHelpView } from '@/components/search-page/search-help-view';
import { SearchResults } from '@/components/search-page/search-results';
import { searchString } from '@/lib/listing/search-string';
import { pageContext } from '@/lib/server/page-context';

type Props = PageProps<'/[locale]/[channel]/hladaj'>;

async function load({ params, searchParams }: Props) {
  const { locale, channel } = await pageContext(params);
  const view = await loadSearch(locale, channel.id, searchString(await searchParams));
  // Spec §2: a product's exact code or EAN opens the product, from a link as from the search box.
  if (view.kind === 'product') redirect(view.url);
  return { locale, channel, view };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, view } = await load(props);
  return searchMetadata(locale, view);
}

/** `/hladaj?q=…` (`/en/search?q=…`): the products found, or help to search again. */
export default async function SearchPage(props: Props) {
  const { locale, channel, view } = await load(props);
  if (view.kind === 'help') return <SearchHelpView locale={locale} {...view} />;
  return <SearchResults locale={locale} channel={channel} term={view.term} result={view.result} />;
}
