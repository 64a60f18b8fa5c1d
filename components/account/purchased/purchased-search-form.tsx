import { useTranslations } from 'next-intl';
import { type PurchasedGoodsQuery, purchasedGoodsSorts } from '@/lib/api/contract/purchased-goods';
import { Link } from '@/lib/i18n/navigation';

const field = 'h-11 rounded border border-grey-300 bg-white px-3';

/** Search and sorting as a plain GET form: both stay in the URL and work without JavaScript. */
export function PurchasedSearchForm({ query, invalid }: { query: PurchasedGoodsQuery; invalid: boolean }) {
  const t = useTranslations('PurchasedGoods');
  return (
    <form method="get" role="search" aria-label={t('search')} className="mb-6 flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm text-grey-700">
          {t('search')}
          <input type="search" name="q" maxLength={100} defaultValue={query.q ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-grey-700">
          {t('sortLabel')}
          <select name="sort" defaultValue={query.sort} className={field}>
            {purchasedGoodsSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 rounded bg-blue px-5 font-semibold text-white hover:bg-dark-blue"
        >
          {t('searchButton')}
        </button>
      </div>
      {query.q && (
        <Link
          href="/uzivatel/zakoupene-zbozi"
          className="self-start text-blue underline hover:text-dark-blue"
        >
          {t('clearSearch')}
        </Link>
      )}
      {invalid && (
        <p role="alert" className="text-sm text-red">
          {t('invalid')}
        </p>
      )}
    </form>
  );
}
