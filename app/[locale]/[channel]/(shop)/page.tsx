import type { Metadata } from 'next';
import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalog/category-grid';
import { BannerStrip, BannerTiles } from '@/components/home/home-banners';
import { HomeJsonLd } from '@/components/home/home-json-ld';
import { HomeProductSection, type HomeProductSectionProps } from '@/components/home/home-product-section';
import { HomeSlideshow } from '@/components/home/home-slideshow';
import { loadHomePageData } from '@/lib/server/page-data';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

/** Banners change with their validity: an hour is as late as one appears or disappears. */
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/[channel]'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { title: { absolute: t('metaTitle') }, alternates: alternates('/', locale) };
}

export default async function HomePage({ params }: PageProps<'/[locale]/[channel]'>) {
  const { locale, channel } = await pageContext(params);
  const home = await loadHomePageData(locale, channel.id);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const [middleBanner] = home.middleBanners;
  const rows = [
    {
      id: 'home-news',
      title: t('news'),
      list: '/novinky/[[...path]]',
      linkText: t('allNews'),
      products: home.news,
    },
    {
      id: 'home-best-sellers',
      title: t('bestSellers'),
      list: '/nejprodavanejsi/[[...path]]',
      linkText: t('allBestSellers'),
      products: home.bestSellers,
    },
    {
      id: 'home-recommended',
      title: t('recommended'),
      list: '/doporucujeme/[[...path]]',
      linkText: t('allRecommended'),
      products: home.recommended,
    },
  ] satisfies HomeProductSectionProps[];
  return (
    <div className="space-y-10">
      <HomeJsonLd locale={locale} channel={channel.id} />
      <div className="space-y-4">
        <div>
          <h1 className="text-2xl font-semibold md:text-3xl">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-grey-700">{t('lead')}</p>
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-3">
          {home.slides.length > 0 && (
            <div className="lg:col-span-2">
              <HomeSlideshow slides={home.slides} locale={locale} />
            </div>
          )}
          {home.topBanners.length > 0 && <BannerTiles banners={home.topBanners} label={t('offers')} />}
        </div>
      </div>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-2xl font-semibold">
          {t('categories')}
        </h2>
        <CategoryGrid categories={home.categories} />
      </section>
      {rows.map((row, index) => (
        <Fragment key={row.id}>
          <HomeProductSection {...row} />
          {index === 0 && middleBanner && <BannerStrip banner={middleBanner} />}
        </Fragment>
      ))}
    </div>
  );
}
