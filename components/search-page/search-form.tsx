import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/api/contract/limits';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** A page shows at most one such form, so a fixed id is unique. */
const FIELD_ID = 'search-page-q';

/** Search again: a plain GET form to the search page, so it works before (or without) JavaScript. */
export async function SearchForm({ locale, term }: { locale: Locale; term: string }) {
  const t = await getTranslations('SearchPage');
  const search = await getTranslations('Search');
  return (
    <Form
      action={getPathname({ locale, href: '/hladaj' })}
      role="search"
      className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={FIELD_ID} className="text-sm font-medium text-grey-700">
          {t('fieldLabel')}
        </label>
        {/* 16 px: phone browsers zoom into a smaller input when it gets the focus. */}
        <input
          id={FIELD_ID}
          name="q"
          type="search"
          defaultValue={term}
          required
          minLength={SEARCH_MIN_LENGTH}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={search('placeholder')}
          enterKeyHint="search"
          className="w-full rounded border border-field px-3 py-2 text-base"
        />
      </div>
      <button type="submit" className="rounded bg-blue px-5 py-2 font-semibold text-white hover:bg-dark-blue">
        {search('submit')}
      </button>
    </Form>
  );
}
