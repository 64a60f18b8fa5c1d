'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';
import { LogoMark } from './logo-mark';

/**
 * The mark and the wordmark, leading home. Spec §1: the B2B variant has its own logo (a blue mark and a
 * badge). On phones the wordmark stacks in two lines and the badge sits on the mark's lower edge: the row
 * is full there, and the logo takes no more room than the plain name did.
 */
export function Logo() {
  const t = useTranslations('Header');
  const { data: user } = useSessionUser();
  const b2b = user?.is_b2b === true;
  return (
    <Link
      href="/"
      className="relative flex shrink-0 items-center gap-1.5 sm:gap-2"
      aria-label={t('homeLink')}
    >
      <LogoMark title={t('logo')} b2b={b2b} className="size-8 shrink-0 sm:size-9" />
      {/* The mark carries the name for assistive technology; the wordmark would repeat it. */}
      <span
        aria-hidden="true"
        className="w-min font-display text-[0.9375rem] leading-[1.05] font-bold tracking-tight text-dark-blue sm:w-auto sm:text-2xl sm:leading-tight"
      >
        {t('logo')}
      </span>
      {b2b && (
        <span
          className="absolute -bottom-1.5 left-4 -translate-x-1/2 rounded bg-blue px-1 py-0.5 text-[0.625rem] leading-none font-semibold text-white ring-2 ring-white sm:static sm:translate-x-0 sm:px-1.5 sm:text-xs sm:ring-0"
          data-testid="logo-b2b"
        >
          {t('logoB2b')}
        </span>
      )}
    </Link>
  );
}
