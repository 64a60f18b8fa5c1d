'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSearchSuggest } from '@/lib/api/hooks/use-search-suggest';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { useSearchStore } from '@/lib/stores/search-store';
import { MobileSearch } from './mobile-search';
import { SearchCombobox } from './search-combobox';

/**
 * Spec §2 "Search box": inline in the header from lg (at most 600 px wide), an icon with a full-screen
 * overlay below. Both forms share one search state and one request pipeline.
 */
export function SearchBox() {
  const suggest = useSearchSuggest();
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  const setSearchOpen = useLayoutStore((state) => state.setSearchOpen);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    useSearchStore.getState().markNavigated(Date.now());
    setSearchOpen(false);
  }, [pathname, setSearchOpen]);

  return (
    <div className="lg:w-full lg:max-w-[600px]" data-testid="search-box">
      <div className="hidden lg:block">
        <SearchCombobox variant="inline" suggest={suggest} />
      </div>
      <MobileSearch suggest={suggest} />
    </div>
  );
}
