import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageContext } from '@/lib/server/page-context';
import { loadUnsubscribePage } from '@/lib/server/page-data';
import { privatePageMetadata } from '@/lib/seo/private-page-metadata';

/** Acts on the token of the e-mailed link: never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/email-odhlasit'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return privatePageMetadata(locale, 'Unsubscribe');
}

/** Routes.md `emailUnsubscribe`: the newsletter's unsubscribe link, confirmed in the link's language. */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Unsubscribe' });
  const { email } = await loadUnsubscribePage((await searchParams).token);
  return (
    <section className="mx-auto max-w-xl py-2" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="mb-4 text-3xl font-semibold">
        {email ? t('title') : t('invalidTitle')}
      </h1>
      {email ? (
        <div role="status" className="space-y-2">
          <p>{t('done', { email })}</p>
          <p className="text-grey-700">{t('changedMind')}</p>
        </div>
      ) : (
        <div role="alert" className="space-y-2">
          <p>{t('invalidText')}</p>
          <Link href="/kontakt" className="font-medium text-blue underline">
            {t('contact')}
          </Link>
        </div>
      )}
      <Link
        href="/"
        className="mt-6 inline-block rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
      >
        {t('home')}
      </Link>
    </section>
  );
}
