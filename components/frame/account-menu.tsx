'use client';

import { useTranslations } from 'next-intl';
import { lazy, type MouseEvent, Suspense, useRef } from 'react';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { HEADER_MENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';
import { useMinimumDisplay } from '@/lib/hooks/use-minimum-display';
import { useLayoutStore } from '@/lib/stores/layout-store';

// The items (and the login form behind them) load when the menu first opens, not with every page.
const AccountMenuItems = lazy(() =>
  import('./account-menu-items').then((module) => ({ default: module.AccountMenuItems })),
);

/** Spec §2 Header: the account dropdown, logged out (login form and links) or logged in (the user's items). */
export function AccountMenu() {
  const t = useTranslations('AccountMenu');
  const { data: user, isPending } = useSessionUser();
  const loading = useMinimumDisplay(isPending);
  const formFocused = useRef(false);
  // The open state lives in the layout store, so that opening the mobile menu closes this one (spec §2).
  const open = useLayoutStore((state) => state.loginOpen);
  const setLoginOpen = useLayoutStore((state) => state.setLoginOpen);
  const setMobileMenuOpen = useLayoutStore((state) => state.setMobileMenuOpen);
  const setOpen = (next: boolean) => {
    if (next) setMobileMenuOpen(false);
    setLoginOpen(next);
  };
  const menu = useHoverMenu(HEADER_MENU_CLOSE_DELAY, () => formFocused.current, { open, setOpen });
  const label = user ? user.firstname || user.username : t('login');
  // The header outlives a navigation, and on a phone no pointer leaves the menu: a followed link closes it.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element && event.target.closest('a'))) return;
    formFocused.current = false;
    menu.close();
  };

  return (
    // Below sm the dropdown is placed against the header (full width less margins), not the icon.
    <div className="sm:relative" {...menu.triggerProps}>
      <button
        type="button"
        onClick={menu.toggle}
        aria-expanded={menu.open}
        aria-controls="account-menu"
        className="flex items-center rounded px-1.5 py-2 text-sm font-medium text-dark-blue hover:bg-light-blue sm:px-3"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          className="sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
        </svg>
        {/* Visually hidden on phones, where the icon stands for it, but always the button's name. */}
        <span className="sr-only sm:not-sr-only">{loading ? t('loading') : label}</span>
      </button>
      {menu.open && (
        <div
          id="account-menu"
          className="absolute inset-x-4 z-30 mt-1 rounded-lg border border-grey-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-0 sm:w-80"
          onKeyDown={(event) => event.key === 'Escape' && menu.close()}
          onClick={closeOnLink}
        >
          <Suspense>
            <AccountMenuItems
              user={user}
              onFocusChange={(focused) => (formFocused.current = focused)}
              onSignedIn={() => {
                formFocused.current = false;
                menu.close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
