import { getTranslations } from 'next-intl/server';

/** The partner benefits of spec §1: individual prices and terms, purchase history, the first-purchase discount. */
export async function PartnerBenefits({ discountPercent }: { discountPercent: number }) {
  const t = await getTranslations('CompanyRegistration');
  const benefits = [
    { key: 'prices', title: t('benefitPricesTitle'), text: t('benefitPricesText') },
    { key: 'terms', title: t('benefitTermsTitle'), text: t('benefitTermsText') },
    { key: 'history', title: t('benefitHistoryTitle'), text: t('benefitHistoryText') },
    ...(discountPercent > 0
      ? [
          {
            key: 'discount',
            title: t('benefitDiscountTitle', { percent: discountPercent }),
            text: t('benefitDiscountText', { percent: discountPercent }),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="mb-4 text-2xl font-semibold">
        {t('benefitsTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li
            key={benefit.key}
            data-benefit={benefit.key}
            className="rounded-lg border border-grey-200 bg-grey-50 p-4"
          >
            <h3 className="mb-1 font-semibold text-dark-blue">{benefit.title}</h3>
            <p className="text-sm text-grey-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
