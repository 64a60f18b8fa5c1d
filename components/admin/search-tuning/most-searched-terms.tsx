'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import type { MostSearchedAdmin } from '@/lib/api/contract/admin/search-tuning';
import { StatTable } from '../statistics/stat-table';
import { useAdminAction } from '../use-admin-action';

const HIDDEN_TERMS = '/api/admin/vyhledavani/najhladanejsie/skryte';
const buttonClass = 'rounded border border-grey-300 px-3 py-1 hover:border-blue disabled:opacity-50';
const headingClass = 'mb-3 text-xl font-semibold';

/** The most searched terms the shop shows, each with "hide", and the hidden terms, each with "show again". */
export function MostSearchedTerms({ terms }: { terms: MostSearchedAdmin }) {
  const t = useTranslations('Admin.searchTuning.mostSearched');
  const list = useTranslations('Admin.list');
  const format = useFormatter();
  const { run, busy } = useAdminAction();
  const change = (call: () => Promise<unknown>, success: string) =>
    void run(call, { success, failure: list('saveFailed') });
  const action = (label: string, onClick: () => void) => (
    <button type="button" disabled={busy} className={buttonClass} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className="space-y-6">
      <p className="text-grey-600">{t('intro')}</p>
      <section aria-label={t('shownTitle')}>
        <h2 className={headingClass}>{t('shownTitle')}</h2>
        <StatTable
          caption={t('shownTitle')}
          columns={[t('term'), t('locale'), t('visitors'), list('actions')]}
          rows={terms.shown.map(({ locale, term, visitors }) => ({
            key: `${locale}-${term}`,
            cells: [
              term,
              locale.toUpperCase(),
              visitors,
              action(t('hide'), () => change(() => apiClient.post(HIDDEN_TERMS, { term }), t('hidden'))),
            ],
          }))}
          empty={list('empty')}
          testId="most-searched-row"
        />
      </section>
      <section aria-label={t('hiddenTitle')}>
        <h2 className={headingClass}>{t('hiddenTitle')}</h2>
        <StatTable
          caption={t('hiddenTitle')}
          columns={[t('term'), t('hiddenAt'), list('actions')]}
          rows={terms.hidden.map(({ term, hidden_at }) => ({
            key: term,
            cells: [
              term,
              format.dateTime(new Date(hidden_at), { dateStyle: 'short', timeStyle: 'short' }),
              action(t('show'), () =>
                change(() => apiClient.delete(HIDDEN_TERMS, { body: { term } }), t('shownAgain')),
              ),
            ],
          }))}
          empty={list('empty')}
          testId="hidden-term-row"
        />
      </section>
    </div>
  );
}
