import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegistrationForm } from '@/components/account/registration-form';
import { Link } from '@/lib/i18n/navigation';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/registrace'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  return { title: t('metaTitle'), description: t('intro'), alternates: alternates('/registrace', locale) };
}

/** Spec §2 registration: a B2C account (the form is the same for every visitor, so the page is cached). */
export default async function RegistrationPage({ params }: PageProps<'/[locale]/[channel]/registrace'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  return (
    <section className="mx-auto max-w-2xl py-2" aria-labelledby="registration-title">
      <h1 id="registration-title" className="mb-2 text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="mb-6 text-grey-700">{t('intro')}</p>
      <RegistrationForm />
      <ul className="mt-8 space-y-2 border-t border-grey-200 pt-4 text-sm">
        <li>
          <Link href="/login" className="text-blue hover:underline">
            {t('haveAccount')}
          </Link>
        </li>
        <li>
          <Link href="/pro-firmy" className="text-blue hover:underline">
            {t('forCompanies')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
