'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** An unknown, used or expired reset link: what happened and where to ask again. */
export function InvalidResetLink() {
  const t = useTranslations('ResetPassword');
  return (
    <div role="alert" className="rounded-lg border border-red bg-red/5 p-4">
      <h2 className="mb-2 text-lg font-semibold">{t('invalidTitle')}</h2>
      <p>{t('invalidText')}</p>
      <Link
        href="/uzivatel/obnova-hesla"
        className="mt-4 inline-block rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
      >
        {t('askAgain')}
      </Link>
    </div>
  );
}
