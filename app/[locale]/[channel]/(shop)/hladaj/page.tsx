import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { searchMetadata } from '@/components/search-page/search-metadata';
import { SearchHelpView } from '@/components/search-page/search-help-view';
import { SearchResults } from '@/components/search-page/search-results';
import { searchString } from '@/lib/listing/search-string';
import { pageContext } from '@/lib/server/page-context';
import { loadSearch } from '@/lib/server/page-data';

/** Each view searches and logs the search: the on-demand static rendering of other pages does not apply. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/hladaj'>;

async function searchParamsOf(props: Props): Promise<URLSearchParams> {
  return new URLSearchParams(searchString(await props.searchParams));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await pageContext(props.params);
  return searchMetadata(locale, await searchParamsOf(props));
}

/** `/hladaj?q=…` (`/en/search?q=…`): the products found, or help to search again. */
export default async function SearchPage(props: Props) {
  const { locale, channel } = await pageContext(props.params);
  const view = await loadSearch(locale, channel.id, await searchParamsOf(props));
  // Spec §2: a product's exact code or EAN opens the product, from a link as from the search box.
  if (view.kind === 'product') redirect(view.url);
  if (view.kind === 'help') return <SearchHelpView locale={locale} {...view} />;
  return <SearchResults locale={locale} channel={channel} term={view.term} result={view.result} />;
}
