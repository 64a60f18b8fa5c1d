import { useTranslations } from 'next-intl';
import type { AccountOrder } from '@/lib/api/contract/account-orders';
import { ShopDate } from '../shop-date';

/** The order's states with the moment it reached each, oldest first. */
export function OrderHistory({ history }: { history: AccountOrder['status_history'] }) {
  const t = useTranslations('AccountOrder');
  const tStatus = useTranslations('OrderStatus');
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('history')}
      </h2>
      <ol className="flex flex-col gap-2 border-l-2 border-grey-200 pl-4" data-testid="order-history">
        {history.map((step, index) => (
          <li key={`${step.status}-${index}`} className="flex flex-wrap gap-x-3">
            <span className="font-semibold">{tStatus(step.status)}</span>
            <span className="text-grey-600">
              <ShopDate iso={step.created_at} withTime />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
