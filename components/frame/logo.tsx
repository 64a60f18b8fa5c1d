'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';

/** Spec §1: the B2B variant has its own logo. */
export function Logo() {
  const t = useTranslations('Header');
  const { data: user } = useSessionUser();
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 font-display text-xl font-bold text-dark-blue sm:text-2xl"
      aria-label={t('homeLink')}
    >
      {t('logo')}
      {user?.is_b2b && (
        <span
          className="rounded bg-blue px-1.5 py-0.5 text-xs font-semibold text-white"
          data-testid="logo-b2b"
        >
          {t('logoB2b')}
        </span>
      )}
    </Link>
  );
}
