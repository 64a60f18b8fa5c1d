'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { type SearchTuningTab, searchTuningTabs } from '@/lib/admin/search-tuning-tabs';

const labels = {
  synonyma: 'synonyms',
  pripnute: 'pins',
  hladania: 'log',
  najhladanejsie: 'mostSearched',
} as const;

/** The page's parts: synonyms, pinned products, the log of searches, the most searched terms. */
export function SearchTuningTabs({ current }: { current: SearchTuningTab }) {
  const t = useTranslations('Admin.searchTuning.tabs');
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap gap-2 border-b border-grey-200">
        {searchTuningTabs.map((tab) => (
          <li key={tab}>
            <Link
              href={`?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={`-mb-px block border-b-2 px-3 py-2 ${tab === current ? 'border-blue font-semibold text-blue' : 'border-transparent hover:text-blue'}`}
            >
              {t(labels[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
