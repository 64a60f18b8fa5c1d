import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompanyRegistrationForm } from '@/components/account/company-registration-form';
import { PartnerBenefits } from '@/components/account/partner-benefits';
import { Link } from '@/lib/i18n/navigation';
import { loadPartnerDiscountPercent } from '@/lib/server/page-data';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/pro-firmy'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'CompanyRegistration' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription', { percent: await loadPartnerDiscountPercent() }),
    alternates: alternates('/pro-firmy', locale),
  };
}

/** Spec §1/§2: what partners get, and the application form a dealer approves in the admin. */
export default async function ForCompaniesPage({ params }: PageProps<'/[locale]/[channel]/pro-firmy'>) {
  const { locale, channel } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'CompanyRegistration' });
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="mb-2 text-3xl font-semibold">{t('title')}</h1>
        <p className="text-lg text-grey-700">{t('lead')}</p>
      </header>
      <PartnerBenefits discountPercent={await loadPartnerDiscountPercent()} />
      <section aria-labelledby="company-form-title" className="max-w-3xl">
        <h2 id="company-form-title" className="mb-2 text-2xl font-semibold">
          {t('formTitle')}
        </h2>
        <p className="mb-2 text-grey-700">{t('formIntro')}</p>
        <p className="mb-6 text-sm">
          {t.rich('alreadyPartner', {
            link: (chunks) => (
              <Link href="/b2b/prihlasenie" className="font-medium text-blue underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <CompanyRegistrationForm defaultCountry={channel.country} />
      </section>
    </div>
  );
}
