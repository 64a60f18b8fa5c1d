import { getTranslations } from 'next-intl/server';
import { invoiceStates, type InvoiceListQuery } from '@/lib/api/contract/b2b-invoices';
import type { Locale } from '@/lib/config/locales';
import { getPathname, Link } from '@/lib/i18n/navigation';

const fieldClass = 'w-full rounded border border-field bg-white px-3 py-2 focus:border-blue';

/** A plain GET form: filtering works before the page's scripts load, and the URL keeps the filter. */
export async function InvoiceFilters({
  locale,
  query,
  error,
}: {
  locale: Locale;
  query: InvoiceListQuery;
  /** Why the filter in the URL was not used. */
  error: string | null;
}) {
  const t = await getTranslations('Invoices');
  return (
    <form
      method="get"
      action={getPathname({ href: '/b2b/faktury', locale })}
      aria-label={t('filters')}
      className="grid gap-3 rounded border border-grey-200 bg-grey-50 p-4 sm:grid-cols-4 sm:items-end"
    >
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="invoice-state">{t('stateFilter')}</label>
        <select id="invoice-state" name="state" defaultValue={query.state ?? ''} className={fieldClass}>
          <option value="">{t('allStates')}</option>
          {invoiceStates.map((state) => (
            <option key={state} value={state}>
              {t(`state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="invoice-from">{t('issuedFrom')}</label>
        <input
          id="invoice-from"
          type="date"
          name="from"
          defaultValue={query.from ?? ''}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="invoice-to">{t('issuedTo')}</label>
        <input id="invoice-to" type="date" name="to" defaultValue={query.to ?? ''} className={fieldClass} />
      </div>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('filter')}
        </button>
        <Link href="/b2b/faktury" className="text-sm text-blue hover:underline">
          {t('resetFilter')}
        </Link>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
