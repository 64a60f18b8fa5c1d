import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/api/contract/order';

const tone: Record<OrderStatus, string> = {
  new: 'bg-light-blue text-blue',
  confirmed: 'bg-light-blue text-dark-blue',
  shipped: 'bg-dark-blue text-white',
  delivered: 'bg-dark-green text-white',
  cancelled: 'bg-grey-200 text-grey-800',
};

/** An order's state as a small label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('OrderStatus');
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${tone[status]}`}
      data-testid="order-status"
    >
      {t(status)}
    </span>
  );
}
