import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountHeading } from '@/components/account/account-heading';
import { PageLinks } from '@/components/ui/page-links';
import { FavouritesGrid } from '@/components/account/favourites/favourites-grid';
import { pageContext } from '@/lib/server/page-context';
import { loadFavouritesPage } from '@/lib/server/page-data';

/** Depends on the signed-in user: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/uzivatel/oblibene'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/uzivatel/oblibene`: the user's favourite products with today's prices, to buy or to remove. */
export default async function FavouritesPage({ params, searchParams }: Props) {
  const { locale, channel } = await pageContext(params);
  const { user, favourites } = await loadFavouritesPage(locale, channel, await searchParams);
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return (
    <section>
      <AccountHeading title={t('title')} customerName={user.selectedCustomer?.name ?? null} />
      <FavouritesGrid favourites={favourites} />
      <PageLinks
        page={favourites.page}
        pageCount={favourites.page_count}
        hrefOf={(target) => ({
          pathname: '/uzivatel/oblibene',
          query: target > 1 ? { page: String(target) } : undefined,
        })}
      />
    </section>
  );
}
