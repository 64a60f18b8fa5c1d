'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';

interface RedirectCheck {
  redirect: { to: string; status_code: number } | null;
}

/**
 * Spec §7/routes.md: a 404 first asks for an admin-managed redirect and follows it; otherwise it says so.
 * The proxy answers redirects with their own 301/302 already; this is left for what its table cannot know
 * yet: a redirect saved on another instance within the last 30 s (each instance refreshes its own copy).
 */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const path = window.location.pathname.replace(/^\/+/, '');
    apiClient
      .get<RedirectCheck>(`/api/redirect/check/${path}`, { signal: controller.signal })
      .then(({ redirect }) => {
        if (redirect) window.location.replace(redirect.to);
        else setChecking(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-busy={checking}>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-4 text-grey-700">{t('text')}</p>
      <Link
        href="/"
        className="mt-6 inline-block rounded bg-blue px-4 py-2 font-medium text-white hover:bg-dark-blue"
      >
        {t('home')}
      </Link>
    </section>
  );
}
