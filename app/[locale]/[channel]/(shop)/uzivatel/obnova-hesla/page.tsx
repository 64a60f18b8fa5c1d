import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LostPasswordForm } from '@/components/account/lost-password-form';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/uzivatel/obnova-hesla'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'LostPassword' });
  return {
    title: t('metaTitle'),
    alternates: alternates('/uzivatel/obnova-hesla', locale),
    robots: { index: false },
  };
}

/** Spec §2 forgotten password: asks for the e-mail that gets the reset link. */
export default async function LostPasswordPage({
  params,
}: PageProps<'/[locale]/[channel]/uzivatel/obnova-hesla'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'LostPassword' });
  return (
    <section className="mx-auto max-w-md py-2" aria-labelledby="lost-password-title">
      <h1 id="lost-password-title" className="mb-2 text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="mb-6 text-grey-700">{t('intro')}</p>
      <LostPasswordForm />
    </section>
  );
}
