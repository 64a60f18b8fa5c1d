import { useTranslations } from 'next-intl';

const reasons = ['assortment', 'stock', 'prices', 'delivery', 'advice', 'returns'] as const;

/** Spec §2 Layouts: the default layout's why-buy block of six items. */
export function WhyBuy() {
  const t = useTranslations('WhyBuy');
  return (
    <section aria-labelledby="why-buy" className="bg-light-blue">
      <div className="mx-auto max-w-screen-xl px-4 py-8">
        <h2 id="why-buy" className="mb-5 text-2xl font-semibold">
          {t('title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {reasons.map((reason) => (
            <li key={reason} className="rounded-lg bg-white p-4 shadow-sm">
              <h3 className="font-sans text-base font-semibold text-dark-blue">{t(`${reason}.title`)}</h3>
              <p className="mt-1 text-sm text-grey-700">{t(`${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
