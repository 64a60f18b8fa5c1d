import { useTranslations } from 'next-intl';
import type { TrendPage } from '@/lib/server/services/content/trends';
import { PageLinks } from './page-links';
import { TrendCard } from './trend-card';

/** The first row on a wide screen is above the fold. */
const EAGER_IMAGES = 3;

export function TrendList({ trends }: { trends: TrendPage }) {
  const t = useTranslations('Content');
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold md:text-4xl">{t('trendsTitle')}</h1>
      {trends.items.length === 0 ? (
        <p className="text-grey-700">{t('trendsEmpty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trends.items.map((trend, index) => (
            <li key={trend.id}>
              <TrendCard trend={trend} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={trends.page} pageCount={trends.pageCount} />
    </div>
  );
}
