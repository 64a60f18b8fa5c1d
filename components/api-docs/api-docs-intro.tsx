import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

const code = (chunks: ReactNode) => <code className="rounded bg-grey-100 px-1">{chunks}</code>;

/** What every call has in common: signing in, the headers, money and the error shape. */
export function ApiDocsIntro() {
  const t = useTranslations('ApiDocs');
  return (
    <section aria-labelledby="api-basics" className="max-w-3xl">
      <h2 id="api-basics" className="mb-2 text-2xl font-semibold">
        {t('basicsTitle')}
      </h2>
      <ul className="list-disc space-y-2 pl-6">
        <li>{t.rich('basicsSignIn', { code })}</li>
        <li>{t.rich('basicsHeaders', { code })}</li>
        <li>{t('basicsMoney')}</li>
        <li>{t.rich('basicsErrors', { code })}</li>
      </ul>
    </section>
  );
}
