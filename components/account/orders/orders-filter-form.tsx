import { useTranslations } from 'next-intl';
import type { AccountOrdersQuery } from '@/lib/api/contract/account-orders';
import { orderStatusSchema } from '@/lib/api/contract/order';
import { Link } from '@/lib/i18n/navigation';

const filterKeys = ['status', 'date_from', 'date_to', 'number', 'page'] as const;
type FilterKey = (typeof filterKeys)[number];
const isFilterKey = (key: string): key is FilterKey => (filterKeys as readonly string[]).includes(key);

const field = 'h-11 w-full rounded border border-grey-300 bg-white px-3';
const label = 'flex flex-col gap-1 text-sm text-grey-700';

/**
 * The list's filters as a plain GET form: they live in the URL (a link or a bookmark keeps them) and work
 * without JavaScript. Invalid parameters the page left out are named under the form.
 */
export function OrdersFilterForm({ query, invalid }: { query: AccountOrdersQuery; invalid: string[] }) {
  const t = useTranslations('AccountOrders');
  const tStatus = useTranslations('OrderStatus');
  const filtered = Boolean(query.status || query.date_from || query.date_to || query.number);
  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters')}
      className="mb-6 rounded-lg border border-grey-200 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className={label}>
          {t('status')}
          <select name="status" defaultValue={query.status ?? ''} className={field}>
            <option value="">{t('anyStatus')}</option>
            {orderStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('dateFrom')}
          <input type="date" name="date_from" defaultValue={query.date_from ?? ''} className={field} />
        </label>
        <label className={label}>
          {t('dateTo')}
          <input type="date" name="date_to" defaultValue={query.date_to ?? ''} className={field} />
        </label>
        <label className={label}>
          {t('number')}
          <input
            type="search"
            name="number"
            maxLength={30}
            defaultValue={query.number ?? ''}
            className={field}
            inputMode="text"
            autoComplete="off"
          />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="h-11 rounded bg-blue px-5 font-semibold text-white hover:bg-dark-blue"
        >
          {t('apply')}
        </button>
        {filtered && (
          <Link href="/uzivatel/objednavky" className="text-blue underline hover:text-dark-blue">
            {t('reset')}
          </Link>
        )}
      </div>
      {invalid.some(isFilterKey) && (
        <ul role="alert" className="mt-3 list-disc pl-5 text-sm text-red">
          {invalid.filter(isFilterKey).map((key) => (
            <li key={key}>{t(`invalid.${key}`)}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
