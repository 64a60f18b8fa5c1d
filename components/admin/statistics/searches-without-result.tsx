import { useTranslations } from 'next-intl';
import type { SearchWithoutResult } from '@/lib/api/contract/admin/statistics';
import { Link } from '@/lib/i18n/navigation';
import { StatTable } from './stat-table';
import { StatisticsSection } from './statistics-section';
import { useStatisticsFormat } from './use-statistics-format';

const searchTuning = { pathname: '/admin/[page]', params: { page: 'vyhledavani' } } as const;

/**
 * What visitors searched in vain, most frequent first. A term opens the synonyms of the search tuning
 * page filtered to it: there the admin sees whether it has synonyms and adds them.
 */
export function SearchesWithoutResult({ rows }: { rows: SearchWithoutResult[] }) {
  const t = useTranslations('Admin.statistics.searches');
  const format = useStatisticsFormat();
  return (
    <StatisticsSection id="statistics-searches" title={t('title')} note={t('note')}>
      {rows.length === 0 ? (
        <p className="text-grey-600">{t('empty')}</p>
      ) : (
        <StatTable
          caption={t('title')}
          columns={[t('term'), t('searches'), t('lastSearched')]}
          testId="statistics-search"
          rows={rows.map((row) => ({
            key: row.term,
            cells: [
              <Link
                key="term"
                href={{ ...searchTuning, query: { tab: 'synonyma', q: row.term, term: row.term } }}
                className="text-blue hover:underline"
              >
                {row.term}
              </Link>,
              format.count(row.searches),
              format.moment(row.last_searched_at),
            ],
          }))}
        />
      )}
      <Link
        href={{ ...searchTuning, query: { tab: 'hladania', no_result: '1' } }}
        className="inline-block text-sm text-blue hover:underline"
      >
        {t('openLog')}
      </Link>
    </StatisticsSection>
  );
}
