import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalog/category-grid';
import { ProductRow } from '@/components/catalog/product-row';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { listRootCategories } from '@/lib/server/services/categories';
import { listBestSellerCards } from '@/lib/server/services/product-cards';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/[channel]'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { title: { absolute: t('metaTitle') }, alternates: alternates('/', locale) };
}

export default async function HomePage({ params }: PageProps<'/[locale]/[channel]'>) {
  const { locale, channel } = await pageContext(params);
  const db = await getDb();
  const [categories, bestSellers] = await Promise.all([
    listRootCategories(db, locale),
    listBestSellerCards(db, { locale, channel, limit: 12 }),
  ]);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <div className="space-y-10">
      <section aria-labelledby="home-title" className="rounded-lg bg-light-blue px-6 py-8">
        <h1 id="home-title" className="text-3xl font-semibold md:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-grey-700">{t('lead')}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-2xl font-semibold">
          {t('categories')}
        </h2>
        <CategoryGrid categories={categories} />
      </section>
      <section aria-labelledby="home-best-sellers">
        <h2 id="home-best-sellers" className="mb-4 text-2xl font-semibold">
          {t('bestSellers')}
        </h2>
        <ProductRow products={bestSellers} />
      </section>
    </div>
  );
}
