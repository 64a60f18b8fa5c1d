import { useTranslations } from 'next-intl';
import type { ChannelStatistics, TopProduct } from '@/lib/api/contract/admin/statistics';
import { Link } from '@/lib/i18n/navigation';
import { StatTable } from './stat-table';
import { useStatisticsFormat } from './use-statistics-format';

function Ranked({ rank, children }: { rank: number; children: React.ReactNode }) {
  return (
    <>
      <span className="mr-1 text-grey-600">{rank}.</span>
      {children}
    </>
  );
}

/** A product still in the catalogue opens in its admin form; a deleted one shows the code it was sold under. */
function ProductName({ product }: { product: TopProduct }) {
  const t = useTranslations('Admin.statistics.top');
  if (product.product_id === null) {
    return (
      <>
        {product.name}{' '}
        <span className="text-grey-600">{t('deletedProduct', { code: product.code ?? '' })}</span>
      </>
    );
  }
  return (
    <Link
      href={{ pathname: '/admin/[page]', params: { page: 'produkty' }, query: { id: product.product_id } }}
      className="text-blue hover:underline"
    >
      {product.name}
    </Link>
  );
}

export function TopProductsTable({ shop, caption }: { shop: ChannelStatistics; caption: string }) {
  const t = useTranslations('Admin.statistics.top');
  const format = useStatisticsFormat();
  return (
    <StatTable
      caption={caption}
      columns={[t('product'), t('quantity'), t('revenue')]}
      testId="statistics-top-product"
      rows={shop.top_products.map((product, index) => ({
        key: product.product_id === null ? `code-${product.code}` : String(product.product_id),
        cells: [
          <Ranked key="name" rank={index + 1}>
            <ProductName product={product} />
          </Ranked>,
          format.count(product.quantity),
          format.money(product.revenue, shop.currency),
        ],
      }))}
    />
  );
}

export function TopCategoriesTable({ shop, caption }: { shop: ChannelStatistics; caption: string }) {
  const t = useTranslations('Admin.statistics.top');
  const format = useStatisticsFormat();
  return (
    <StatTable
      caption={caption}
      columns={[t('category'), t('quantity'), t('revenue')]}
      empty={t('noCategories')}
      testId="statistics-top-category"
      rows={shop.top_categories.map((category, index) => ({
        key: String(category.category_id),
        cells: [
          <Ranked key="name" rank={index + 1}>
            {category.name}
          </Ranked>,
          format.count(category.quantity),
          format.money(category.revenue, shop.currency),
        ],
      }))}
    />
  );
}
