'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { withSearchParams } from '@/lib/admin/list-search-params';
import type { AdminOrdersQuery } from '@/lib/api/contract/admin/orders';
import { orderPaymentStatusSchema, orderStatusSchema } from '@/lib/api/contract/order';
import { channelIds } from '@/lib/config/channels';

const FILTERS = ['status', 'payment_status', 'channel', 'segment', 'date_from', 'date_to'] as const;

const fieldClass = 'w-full rounded border border-field bg-white px-3 py-2 focus:border-blue';

/** State, payment, shop, B2B/B2C and the days placed; applying them starts again on the first page. */
export function OrdersFilters({ query }: { query: AdminOrdersQuery }) {
  const t = useTranslations('Admin.orders');
  const tStatus = useTranslations('OrderStatus');
  const tSummary = useTranslations('OrderSummary');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: Record<string, string | null> = { page: null };
    for (const name of FILTERS) changes[name] = String(data.get(name) ?? '');
    router.push(pathname + withSearchParams(searchParams, changes));
  }

  function reset() {
    const changes: Record<string, null> = { page: null };
    for (const name of FILTERS) changes[name] = null;
    router.push(pathname + withSearchParams(searchParams, changes));
  }

  const options = {
    status: orderStatusSchema.options.map((value) => ({ value, label: tStatus(value) })),
    payment_status: orderPaymentStatusSchema.options.map((value) => ({
      value,
      label: tSummary(`paymentStatus.${value}`),
    })),
    channel: channelIds.map((value) => ({ value, label: t(`channel.${value}`) })),
    segment: [
      { value: 'b2b', label: 'B2B' },
      { value: 'b2c', label: 'B2C' },
    ],
  };
  const labels = {
    status: t('status'),
    payment_status: t('paymentStatus'),
    channel: t('shop'),
    segment: t('segment'),
    date_from: t('dateFrom'),
    date_to: t('dateTo'),
  };
  return (
    <form
      onSubmit={apply}
      aria-label={t('filters')}
      className="grid gap-3 rounded-lg border border-grey-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {FILTERS.map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
            {labels[name]}
          </label>
          {name === 'date_from' || name === 'date_to' ? (
            <input
              id={`${id}-${name}`}
              name={name}
              type="date"
              defaultValue={query[name] ?? ''}
              className={fieldClass}
            />
          ) : (
            <select id={`${id}-${name}`} name={name} defaultValue={query[name] ?? ''} className={fieldClass}>
              <option value="">{t('any')}</option>
              {options[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </div>
      ))}
      <div className="flex items-end gap-2 sm:col-span-2">
        <button
          type="submit"
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('applyFilters')}
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded border border-grey-300 px-4 py-2 hover:border-blue"
        >
          {t('resetFilters')}
        </button>
      </div>
    </form>
  );
}
