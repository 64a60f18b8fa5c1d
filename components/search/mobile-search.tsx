'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef } from 'react';
import type { useSearchSuggest } from '@/lib/api/hooks/use-search-suggest';
import { useHasOpened } from '@/lib/hooks/use-has-opened';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { SearchIcon } from './search-icon';

// The overlay (and the dialog primitives) load when it first opens, not with every page.
const MobileSearchDialog = lazy(() =>
  import('./mobile-search-dialog').then((module) => ({ default: module.MobileSearchDialog })),
);

/** Spec §2: below lg the search is an icon that opens a full-screen overlay with the input focused. */
export function MobileSearch({ suggest }: { suggest: ReturnType<typeof useSearchSuggest> }) {
  const t = useTranslations('Search');
  const open = useLayoutStore((state) => state.searchOpen);
  const setOpen = useLayoutStore((state) => state.setSearchOpen);
  const opened = useHasOpened(open);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen(true)}
        className="rounded p-1.5 text-dark-blue hover:bg-light-blue sm:p-2 lg:hidden"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-search' : undefined}
      >
        <SearchIcon className="h-6 w-6" />
      </button>
      {opened && (
        <Suspense>
          <MobileSearchDialog open={open} onOpenChange={setOpen} suggest={suggest} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
