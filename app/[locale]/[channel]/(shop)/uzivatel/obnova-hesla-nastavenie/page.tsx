import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvalidResetLink } from '@/components/account/invalid-reset-link';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { pageContext } from '@/lib/server/page-context';
import { loadPasswordResetPage } from '@/lib/server/page-data';
import { privatePageMetadata } from '@/lib/seo/private-page-metadata';

/** Reads the token from the link: never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[channel]/uzivatel/obnova-hesla-nastavenie'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return privatePageMetadata(locale, 'ResetPassword');
}

/** The e-mailed reset link: the new-password form, or why the link no longer works. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  const { token } = await loadPasswordResetPage((await searchParams).token);
  return (
    <section className="mx-auto max-w-md py-2" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title" className="mb-2 text-3xl font-semibold">
        {t('title')}
      </h1>
      {token ? (
        <>
          <p className="mb-6 text-grey-700">{t('intro')}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <InvalidResetLink />
      )}
    </section>
  );
}
