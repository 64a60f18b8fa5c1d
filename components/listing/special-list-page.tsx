import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchString } from '@/lib/listing/search-string';
import { pageContext } from '@/lib/server/page-context';
import { loadSpecialListPage } from '@/lib/server/page-data';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';
import type { SpecialList } from '@/lib/server/services/catalog/listing/listing-base';
import { listingMetadata } from './listing-metadata';
import type { ListingRoute } from './listing-route';
import { ListingView } from './listing-view';

type SpecialPathname = Extract<ListingRoute, { params: { path?: string[] } }>['pathname'];

export interface SpecialListProps {
  params: Promise<{ locale: string; channel: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** `/recommended-category/…` is another address of `/doporucujeme/…`: that one is the canonical. */
const canonicalPathname: Record<SpecialList, SpecialPathname> = {
  recommended: '/doporucujeme/[[...path]]',
  mostSold: '/nejprodavanejsi/[[...path]]',
  news: '/novinky/[[...path]]',
  sale: '/slevy/[[...path]]',
};

async function load(list: SpecialList, { params, searchParams }: SpecialListProps) {
  const { locale, channel } = await pageContext(params);
  const { path = [] } = await params;
  const search = searchString(await searchParams);
  const loaded = await loadSpecialListPage(list, locale, channel.id, path.join('/'), search);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const listTitle = t(`lists.${list}.title`);
  const title = loaded.category
    ? t('listInCategory', { list: listTitle, category: loaded.category.name })
    : listTitle;
  return { locale, channel, path, listTitle, title, description: t(`lists.${list}.description`), ...loaded };
}

export async function specialListMetadata(list: SpecialList, props: SpecialListProps): Promise<Metadata> {
  const { locale, title, description, category, result } = await load(list, props);
  return listingMetadata({
    locale,
    title,
    description,
    // A category's list is canonical under its own slug alone (`/novinky/panvice`), in every language.
    routeFor: (target) => {
      if (!category) return { pathname: canonicalPathname[list], params: {} };
      const slug = category.slugs[target];
      return slug ? { pathname: canonicalPathname[list], params: { path: [slug] } } : null;
    },
    query: result.query,
  });
}

/** Recommended, most sold, news and sale: the same listing as a category, over a special base. */
export async function SpecialListPage({
  list,
  pathname,
  ...props
}: SpecialListProps & { list: SpecialList; pathname: SpecialPathname }) {
  const { locale, channel, path, listTitle, title, category, result } = await load(list, props);
  const listRoot = { pathname } as LocalizedHref;
  return (
    <ListingView
      locale={locale}
      channel={channel}
      route={{ pathname, params: path.length > 0 ? { path } : {} }}
      title={title}
      breadcrumb={
        category
          ? [
              { name: listTitle, href: listRoot },
              { name: category.name, href: null },
            ]
          : [{ name: listTitle, href: null }]
      }
      result={result}
      showBrandFacet
    />
  );
}
