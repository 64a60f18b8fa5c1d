'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { withSearchParams } from '@/lib/admin/list-search-params';
import {
  type AdminProductListQuery,
  type ProductChoices,
  productFlagFilters,
} from '@/lib/api/contract/admin/products';

const FILTERS = ['category', 'brand', 'flag', 'in_stock'] as const;

const selectClass = 'w-full rounded border border-field px-2 py-2 focus:border-blue';

/** Category, brand, flag and stock filters of the products list; applying one starts on the first page. */
export function ProductFilters({
  choices,
  query,
}: {
  choices: ProductChoices;
  query: AdminProductListQuery | null;
}) {
  const t = useTranslations('Admin.products');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes = Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '')]));
    router.push(pathname + withSearchParams(searchParams, { ...changes, page: null }));
  }

  function reset() {
    const cleared = Object.fromEntries(FILTERS.map((name) => [name, null]));
    router.push(pathname + withSearchParams(searchParams, { ...cleared, page: null }));
  }

  const field = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    value?: string | number,
  ) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue={value === undefined ? '' : String(value)}
        className={selectClass}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      onSubmit={apply}
      aria-label={t('filters.label')}
      // A new URL re-renders the list; the key makes the selects take the URL's values again.
      key={searchParams.toString()}
      className="grid gap-3 rounded-lg border border-grey-200 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {field(
        'category',
        t('filters.category'),
        choices.categories.map((category) => ({ value: String(category.id), label: category.name })),
        query?.category,
      )}
      {field(
        'brand',
        t('filters.brand'),
        choices.brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
        query?.brand,
      )}
      {field(
        'flag',
        t('filters.flag'),
        productFlagFilters.map((flag) => ({ value: flag, label: t(`flags.${flag}`) })),
        query?.flag,
      )}
      {field(
        'in_stock',
        t('filters.inStock'),
        [
          { value: '1', label: t('filters.inStockYes') },
          { value: '0', label: t('filters.inStockNo') },
        ],
        query?.in_stock,
      )}
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded border border-grey-300 px-3 py-2 hover:border-blue"
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
