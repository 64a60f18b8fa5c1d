'use client';

import { useTranslations } from 'next-intl';
import { useMinimumDisplay } from '@/lib/hooks/use-minimum-display';
import { SearchOptionItem } from './search-option-item';
import type { SearchOption, SearchPanel } from './search-panel';

export type SearchVariant = 'inline' | 'overlay';

const popupClass: Record<SearchVariant, string> = {
  // Spec §9: the desktop list is at most 550 px high and scrolls.
  inline:
    'absolute inset-x-0 top-full z-40 mt-1 max-h-[550px] overflow-y-auto rounded-lg border border-grey-200 bg-white py-2 shadow-xl',
  overlay: 'min-h-0 flex-1 overflow-y-auto py-2',
};

interface SearchPopupProps {
  variant: SearchVariant;
  listboxId: string;
  panel: SearchPanel;
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  onLeave: () => void;
  onChooseTerm: (term: string) => void;
}

export function SearchPopup({
  variant,
  listboxId,
  panel,
  activeKey,
  optionId,
  onLeave,
  onChooseTerm,
}: SearchPopupProps) {
  const t = useTranslations('Search');
  const searchingShown = useMinimumDisplay(panel.hint === 'searching');
  const hint = panel.hint ?? (searchingShown ? 'searching' : null);
  const item = (option: SearchOption) => (
    <SearchOptionItem
      key={option.key}
      option={option}
      id={optionId(option)}
      active={option.key === activeKey}
      onLeave={onLeave}
      onChooseTerm={onChooseTerm}
    />
  );

  return (
    <div className={popupClass[variant]} data-testid="search-popup">
      <p role="status" className={hint ? 'px-4 py-2 text-sm text-grey-600' : 'sr-only'}>
        {hint ? t(hint) : ''}
      </p>
      <ul role="listbox" id={listboxId} aria-label={t('suggestions')}>
        {panel.groups.map((group) =>
          group.name === 'more' ? (
            group.options.map(item)
          ) : (
            <li key={group.name} role="presentation">
              <ul role="group" aria-labelledby={`${listboxId}-${group.name}`}>
                <li
                  role="presentation"
                  id={`${listboxId}-${group.name}`}
                  className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-grey-600 uppercase"
                >
                  {t(group.name)}
                </li>
                {group.options.map(item)}
              </ul>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
