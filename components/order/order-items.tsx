import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';

/**
 * The ordered lines: a table on wide screens, stacked rows on a phone. Prices with VAT, or without it for
 * a shopper who reads net prices (`primary`).
 */
export function OrderItems({ order, primary = 'gross' }: { order: Order; primary?: 'gross' | 'net' }) {
  const t = useTranslations('OrderSummary');
  const price = (minor: number) => formatPrice(minor, order.currency_code);
  const net = primary === 'net';
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('items')}
      </h2>
      <div
        aria-hidden="true"
        className="hidden gap-x-4 pb-2 text-sm text-grey-600 sm:grid sm:grid-cols-[1fr_6rem_8rem_8rem]"
      >
        <span />
        <span className="text-right">{t('quantity')}</span>
        <span className="text-right">{t('unitPrice')}</span>
        <span className="text-right">{t('lineTotal')}</span>
      </div>
      <ul className="divide-y divide-grey-200 border-y border-grey-200">
        {order.items.map((item) => (
          <li
            key={item.code}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_6rem_8rem_8rem]"
          >
            <div className="col-span-2 sm:col-span-1">
              {item.product_url ? (
                <a href={item.product_url} className="font-medium text-blue hover:underline">
                  {item.current_name ?? item.name}
                </a>
              ) : (
                <span className="font-medium">{item.current_name ?? item.name}</span>
              )}
              {item.current_name && (
                <p className="text-sm text-grey-600">{t('orderedAs', { name: item.name })}</p>
              )}
              <p className="text-sm text-grey-600">
                {t('code')}: {item.code}
                {item.with_deposit ? ` · ${t('withDeposit')}` : ''}
              </p>
            </div>
            <p className="text-sm text-grey-700 sm:text-right sm:text-base">
              <span className="sm:hidden">{t('quantity')}: </span>
              {item.quantity} ×
              <span className="sm:hidden">
                {' '}
                {price(net ? item.unit_price_without_vat : item.unit_price_with_vat)}
              </span>
            </p>
            <p className="hidden text-right sm:block">
              <span className="sr-only">{t('unitPrice')}: </span>
              {price(net ? item.unit_price_without_vat : item.unit_price_with_vat)}
            </p>
            <p className="text-right font-semibold" data-testid="order-line-total">
              <span className="sr-only">{t('lineTotal')}: </span>
              {price(net ? item.total_without_vat : item.total_with_vat)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
