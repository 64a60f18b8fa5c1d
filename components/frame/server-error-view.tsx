'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';

export interface ServerErrorProps {
  error: Error & { digest?: string };
  /** Fetches the failed part from the server again and renders it (a database that was down is back). */
  retry: () => void;
}

/** Spec §2 Error pages: the 500 page. The error was already logged by the server with its digest. */
export function ServerErrorView({ error, retry }: ServerErrorProps) {
  const t = useTranslations('ServerError');
  useEffect(() => {
    console.error('Page failed to render', error.digest ?? error.message);
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-4 text-grey-700">{t('text')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded border border-blue px-4 py-2 font-medium text-blue"
        >
          {t('retry')}
        </button>
        <Link href="/" className="rounded bg-blue px-4 py-2 font-medium text-white hover:bg-dark-blue">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
