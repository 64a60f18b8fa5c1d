import { getTranslations } from 'next-intl/server';
import { BoostList } from '@/components/admin/boost/boost-list';
import { adminProductListQuerySchema } from '@/lib/api/contract/admin/products';
import { getPathname } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { boostListQuery } from '@/lib/server/services/admin/boost/boost-list-query';
import { listAdminProducts } from '@/lib/server/services/admin/products/product-list';

type Props = PageProps<'/[locale]/[channel]/admin/topovani'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.boost' });
  return { title: t('title'), robots: { index: false } };
}

/** Boost scores: products with their boost, highest first; set or clear a score in the row. */
export default async function AdminBoostPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'topovani');
  const parsed = adminProductListQuerySchema.safeParse(await searchParams);
  const query = boostListQuery(parsed.success ? parsed.data : adminProductListQuerySchema.parse({}));
  const list = await listAdminProducts(await getDb(), query, locale);
  const productsHref = getPathname({
    href: { pathname: '/admin/[page]', params: { page: 'produkty' } },
    locale,
  });
  return <BoostList list={list} query={query} productsHref={productsHref} />;
}
