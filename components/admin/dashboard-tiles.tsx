import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format/price';
import type { AdminDashboard } from '@/lib/server/services/admin/dashboard';

function Tile({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-grey-200 p-4" data-testid={testId}>
      <p className="text-sm text-grey-600">{label}</p>
      <div className="mt-1 text-2xl font-semibold">{children}</div>
    </div>
  );
}

/** Today's orders and revenue per shop, B2B registrations waiting, and what visitors searched in vain. */
export async function DashboardTiles({ dashboard }: { dashboard: AdminDashboard }) {
  const t = await getTranslations('Admin.dashboard');
  return (
    <section aria-labelledby="dashboard-title" className="space-y-4">
      <h2 id="dashboard-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t('ordersToday')} testId="dashboard-orders-today">
          {dashboard.ordersToday}
        </Tile>
        <Tile label={t('revenueToday')} testId="dashboard-revenue">
          {dashboard.revenueToday.length === 0 ? (
            <span className="text-base font-normal text-grey-600">{t('noRevenue')}</span>
          ) : (
            <ul className="space-y-1 text-lg">
              {dashboard.revenueToday.map((row) => (
                <li key={`${row.channel}-${row.currency}`}>
                  {t('revenueLine', {
                    shop: row.channel.toUpperCase(),
                    amount: formatPrice(row.total, row.currency),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile label={t('pendingRegistrations')} testId="dashboard-registrations">
          {dashboard.pendingRegistrations}
          <p className="text-sm font-normal text-grey-600">
            {t('registrationsThisWeek', { count: dashboard.registrationsThisWeek })}
          </p>
        </Tile>
        <Tile label={t('searchesWithoutResult')} testId="dashboard-no-result">
          {dashboard.searchesWithoutResult.length === 0 ? (
            <span className="text-base font-normal text-grey-600">{t('noFailedSearches')}</span>
          ) : (
            <ul className="space-y-0.5 text-sm font-normal">
              {dashboard.searchesWithoutResult.map((row) => (
                <li key={row.term}>{t('searchLine', { term: row.term, count: row.searches })}</li>
              ))}
            </ul>
          )}
        </Tile>
      </div>
    </section>
  );
}
