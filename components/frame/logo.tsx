'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';
import { LogoMark } from './logo-mark';

/**
 * The mark and the wordmark, leading home. Spec §1: the B2B variant has its own logo (a blue mark and a
 * badge); on phones the badge goes under the name to leave room for the icons.
 */
export function Logo() {
  const t = useTranslations('Header');
  const { data: user } = useSessionUser();
  const b2b = user?.is_b2b === true;
  return (
    <Link href="/" className="flex shrink-0 items-center gap-1.5 sm:gap-2" aria-label={t('homeLink')}>
      <LogoMark title={t('logo')} b2b={b2b} className="size-8 shrink-0 sm:size-9" />
      <span className="flex flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
        {/* The mark carries the name for assistive technology; the wordmark would repeat it. */}
        <span
          aria-hidden="true"
          className="font-display text-base leading-tight font-bold tracking-tight text-dark-blue sm:text-2xl"
        >
          {t('logo')}
        </span>
        {b2b && (
          <span
            className="rounded bg-blue px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold text-white sm:text-xs"
            data-testid="logo-b2b"
          >
            {t('logoB2b')}
          </span>
        )}
      </span>
    </Link>
  );
}
