import { useTranslations } from 'next-intl';
import type { ChannelStatistics, Statistics } from '@/lib/api/contract/admin/statistics';
import { AdminFilterLinks } from '../admin-filter-links';
import { StatisticsSection } from './statistics-section';
import { TopCategoriesTable, TopProductsTable } from './top-tables';

function ChannelTopSellers({ shop }: { shop: ChannelStatistics }) {
  const t = useTranslations('Admin.statistics');
  const name = t(`range.channels.${shop.channel}`);
  return (
    <div className="space-y-3" data-testid={`statistics-top-${shop.channel}`}>
      <h3 className="text-lg font-semibold">{name}</h3>
      {shop.top_products.length === 0 ? (
        <p className="text-grey-600">{t('top.empty')}</p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <TopProductsTable shop={shop} caption={t('top.productsOf', { shop: name })} />
          <TopCategoriesTable shop={shop} caption={t('top.categoriesOf', { shop: name })} />
        </div>
      )}
    </div>
  );
}

/** Each shop's best-selling products and main categories, by revenue or by pieces. */
export function TopSellers({ statistics }: { statistics: Statistics }) {
  const t = useTranslations('Admin.statistics.top');
  return (
    <StatisticsSection id="statistics-top" title={t('title')} note={t('note')}>
      <AdminFilterLinks
        name="top_by"
        label={t('rankBy')}
        options={[
          { value: null, label: t('byRevenue') },
          { value: 'quantity', label: t('byQuantity') },
        ]}
      />
      {statistics.channels.map((shop) => (
        <ChannelTopSellers key={shop.channel} shop={shop} />
      ))}
    </StatisticsSection>
  );
}
