'use client';

import { useTranslations } from 'next-intl';
import { useNewVersion } from '@/lib/hooks/use-new-version';

/** Spec §1: a 150 px banner announcing a new web version, with a button that reloads the page. */
export function NewVersionBanner() {
  const t = useTranslations('NewVersion');
  const isNew = useNewVersion();
  if (!isNew) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex h-[150px] flex-col items-center justify-center gap-3 bg-dark-blue px-4 text-center text-white shadow-2xl"
    >
      <p className="text-lg font-semibold">{t('text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded bg-white px-5 py-2 font-semibold text-dark-blue hover:bg-light-blue"
      >
        {t('reload')}
      </button>
    </div>
  );
}
