'use client';

import { useTranslations } from 'next-intl';

/** While the outbox of another status, search or page is read: the heading stays, the list says it loads. */
export default function MailJobsLoading() {
  const t = useTranslations('Admin');
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('sections.e-maily')}</h1>
      <p role="status" className="rounded-lg border border-grey-200 p-6 text-center text-grey-600">
        {t('list.loading')}
      </p>
    </div>
  );
}
