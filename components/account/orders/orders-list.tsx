import { useTranslations } from 'next-intl';
import { Price } from '@/components/ui/price';
import type { AccountOrderSummary } from '@/lib/api/contract/account-orders';
import { Link } from '@/lib/i18n/navigation';
import { OrderStatusBadge } from '../order-status-badge';
import { ShopDate } from '../shop-date';

interface OrdersListProps {
  orders: AccountOrderSummary[];
  priceMode: 'gross' | 'net';
}

/** The orders as cards: number and state, then date, payment, pieces and total (in the order's currency). */
export function OrdersList({ orders, priceMode }: OrdersListProps) {
  const t = useTranslations('AccountOrders');
  const tPayment = useTranslations('OrderSummary');
  return (
    <ul className="flex flex-col gap-3" data-testid="orders-list">
      {orders.map((order) => (
        <li key={order.id} className="rounded-lg border border-grey-200 p-4" data-testid="order-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              href={{ pathname: '/uzivatel/objednavky/[id]', params: { id: String(order.id) } }}
              className="text-lg font-semibold text-blue hover:underline"
              aria-label={t('showOrder', { number: order.number })}
            >
              {order.number}
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-grey-600">{t('columnDate')}</dt>
              <dd>
                <ShopDate iso={order.created_at} />
              </dd>
            </div>
            <div>
              <dt className="text-grey-600">{t('columnPayment')}</dt>
              <dd>{tPayment(`paymentStatus.${order.payment_status}`)}</dd>
            </div>
            <div>
              <dt className="text-grey-600">{t('columnItems')}</dt>
              <dd>{t('pieces', { count: order.item_count })}</dd>
            </div>
            <div>
              <dt className="text-grey-600">{t('columnTotal')}</dt>
              <dd data-testid="order-total">
                <Price
                  withVat={order.total_with_vat}
                  withoutVat={order.total_without_vat}
                  currency={order.currency_code}
                  primary={priceMode}
                />
              </dd>
            </div>
          </dl>
          {order.placed_by && (
            <p className="mt-2 text-sm text-grey-600">{t('placedBy', { name: order.placed_by })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
