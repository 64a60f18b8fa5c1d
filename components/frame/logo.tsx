'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';

/** Spec §1: the B2B variant has its own logo; on phones its badge goes under the name to leave room for the icons. */
export function Logo() {
  const t = useTranslations('Header');
  const { data: user } = useSessionUser();
  return (
    <Link
      href="/"
      className="flex shrink-0 flex-col items-start gap-0.5 font-display text-lg font-bold text-dark-blue sm:flex-row sm:items-center sm:gap-2 sm:text-2xl"
      aria-label={t('homeLink')}
    >
      {t('logo')}
      {user?.is_b2b && (
        <span
          className="rounded bg-blue px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold text-white sm:text-xs"
          data-testid="logo-b2b"
        >
          {t('logoB2b')}
        </span>
      )}
    </Link>
  );
}
