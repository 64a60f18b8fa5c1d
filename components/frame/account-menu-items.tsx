'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useAuthActions } from '@/lib/api/hooks/use-auth-actions';
import { usePriceMode } from '@/lib/api/hooks/use-price-mode';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';

// The form and its schema load when the menu first opens, not with every page.
const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })));

const itemClass = 'block rounded px-3 py-2 text-sm text-grey-900 hover:bg-light-blue hover:text-blue';

/** Spec §2 Header: what the account dropdown holds, logged out (login form and links) or logged in. */
export function AccountMenuItems({
  user,
  onFocusChange,
  onSignedIn,
}: {
  user: SessionUser | null | undefined;
  onFocusChange: (focused: boolean) => void;
  onSignedIn: () => void;
}) {
  return user ? (
    <LoggedInItems user={user} />
  ) : (
    <LoggedOutItems onFocusChange={onFocusChange} onSignedIn={onSignedIn} />
  );
}

function LoggedOutItems({
  onFocusChange,
  onSignedIn,
}: {
  onFocusChange: (focused: boolean) => void;
  onSignedIn: () => void;
}) {
  const t = useTranslations('AccountMenu');
  return (
    <>
      <Suspense>
        <LoginForm idPrefix="header-login" onFocusChange={onFocusChange} onSignedIn={onSignedIn} />
      </Suspense>
      <ul className="mt-3 space-y-1 border-t border-grey-200 pt-3">
        <li>
          <Link href="/uzivatel/obnova-hesla" className={itemClass}>
            {t('lostPassword')}
          </Link>
        </li>
        <li>
          <Link href="/registrace" className={itemClass}>
            {t('register')}
          </Link>
        </li>
        <li>
          <Link href="/pro-firmy" className={itemClass}>
            {t('forCompanies')}
          </Link>
        </li>
      </ul>
    </>
  );
}

function LoggedInItems({ user }: { user: SessionUser }) {
  const t = useTranslations('AccountMenu');
  const { logout } = useAuthActions();
  const priceMode = usePriceMode();
  return (
    <>
      <p className="font-semibold text-dark-blue">{user.username}</p>
      {user.customer_name && <p className="text-sm text-grey-700">{user.customer_name}</p>}
      {priceMode === 'net' && <p className="mt-1 text-xs text-grey-600">{t('pricesWithoutVat')}</p>}
      <ul className="mt-3 space-y-1 border-t border-grey-200 pt-3">
        {user.can_select_customer && (
          <li>
            <Link href="/b2b/vyberte-zakaznika" className={itemClass}>
              {t('selectCustomer')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/uzivatel/objednavky" className={itemClass}>
            {t('orders')}
          </Link>
        </li>
        {user.is_b2b && (
          <li>
            <Link href="/b2b/faktury" className={itemClass}>
              {t('invoices')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/uzivatel/zakoupene-zbozi" className={itemClass}>
            {t('purchasedGoods')}
          </Link>
        </li>
        {user.is_b2b && user.is_customer_admin && (
          <li>
            <Link href="/b2b/firemni-uzivatele" className={itemClass}>
              {t('companyUsers')}
            </Link>
          </li>
        )}
        {user.is_b2b && (
          <li>
            <Link href="/b2b/doporuceny-sortiment" className={itemClass}>
              {t('recommended')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/uzivatel/oblibene" className={itemClass}>
            {t('favourites')}
          </Link>
        </li>
        <li>
          <Link href="/uzivatel/nastaveni-uctu" className={itemClass}>
            {t('accountSettings')}
          </Link>
        </li>
        {user.has_admin_menu && (
          <li>
            <Link href="/admin" className={itemClass}>
              {t('admin')}
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void logout()} className={`${itemClass} w-full text-left`}>
            {t('logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
