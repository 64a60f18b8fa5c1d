import { useTranslations } from 'next-intl';
import { BankTransferDetails } from '@/components/order/bank-transfer-details';
import { OrderItems } from '@/components/order/order-items';
import { OrderParties } from '@/components/order/order-parties';
import { OrderTotals } from '@/components/order/order-totals';
import type { AccountOrder } from '@/lib/api/contract/account-orders';
import { Link } from '@/lib/i18n/navigation';
import { OrderReturns } from '@/components/returns/order-returns';
import { OrderStatusBadge } from '../order-status-badge';
import { ReorderPanel } from '../reorder/reorder-panel';
import { useShopDate } from '../shop-date';
import { OrderDocuments } from './order-documents';
import { OrderHistory } from './order-history';
import { OrderTracking } from './order-tracking';

interface AccountOrderViewProps {
  order: AccountOrder;
  priceMode: 'gross' | 'net';
}

/** One order in the customer's account: state, how to pay, items, totals, parties, progress, parcel, documents. */
export function AccountOrderView({ order, priceMode }: AccountOrderViewProps) {
  const t = useTranslations('AccountOrder');
  const shopDate = useShopDate();
  return (
    <article className="flex flex-col gap-8" aria-labelledby="order-title">
      <header className="flex flex-col gap-2">
        <Link
          href="/uzivatel/objednavky"
          className="self-start text-sm text-blue underline hover:text-dark-blue"
        >
          {t('back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="order-title" className="text-2xl font-bold text-dark-blue sm:text-3xl">
            {t('title', { number: order.number })}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-grey-700">
          {t('placedAt', { date: shopDate(order.created_at, true) })}
          {order.placed_by ? ` · ${t('placedBy', { name: order.placed_by })}` : ''}
        </p>
      </header>
      <ReorderPanel orderId={order.id} />
      {order.bank_transfer && <BankTransferDetails transfer={order.bank_transfer} />}
      <OrderItems order={order} primary={priceMode} />
      <div className="grid gap-8 lg:grid-cols-2">
        <OrderParties order={order} />
        <OrderTotals order={order} />
      </div>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        <OrderHistory history={order.status_history} />
        {order.tracking && <OrderTracking tracking={order.tracking} />}
        {(order.is_b2b || order.documents.length > 0) && <OrderDocuments documents={order.documents} />}
      </div>
      <OrderReturns returns={order.returns} />
    </article>
  );
}
