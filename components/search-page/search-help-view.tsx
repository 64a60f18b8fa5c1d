import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryGrid } from '@/components/catalog/category-grid';
import type { Locale } from '@/lib/config/locales';
import type { SearchHelp } from '@/lib/server/services/search';
import { MostSearchedLinks } from './most-searched-links';
import { searchBreadcrumb } from './search-breadcrumb';
import { SearchForm } from './search-form';

interface SearchHelpViewProps {
  locale: Locale;
  term: string;
  reason: 'tooShort' | 'noResults';
  help: SearchHelp;
}

/** No search yet, a too short one, or one that found nothing: what to try instead. */
export async function SearchHelpView({ locale, term, reason, help }: SearchHelpViewProps) {
  const t = await getTranslations('SearchPage');
  const search = await getTranslations('Search');
  const noResults = reason === 'noResults';
  const title = noResults ? t('resultsTitle', { term }) : t('title');
  const message = noResults ? t('noResults', { term }) : term ? search('tooShort') : t('prompt');
  return (
    <div className="space-y-8">
      <div>
        <Breadcrumbs items={searchBreadcrumb(t('title'), noResults ? title : null)} />
        <h1 className="text-2xl font-semibold text-dark-blue md:text-3xl">{title}</h1>
        <p className="mt-2 text-grey-900" role="status">
          {message}
        </p>
        {noResults && <p className="mt-1 max-w-3xl text-grey-700">{t('noResultsHint')}</p>}
        <div className="mt-4">
          <SearchForm locale={locale} term={term} />
        </div>
      </div>
      <MostSearchedLinks title={t('mostSearched')} terms={help.mostSearched} />
      <section aria-label={t('categories')}>
        <h2 className="mb-3 text-xl font-semibold text-dark-blue">{t('categories')}</h2>
        <CategoryGrid categories={help.categories} />
      </section>
    </div>
  );
}
