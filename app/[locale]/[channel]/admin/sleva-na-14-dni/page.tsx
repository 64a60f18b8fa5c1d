import { getTranslations } from 'next-intl/server';
import { SettingForm } from '@/components/admin/settings/setting-form';
import { pageContext } from '@/lib/server/page-context';
import { loadPartnerDiscountPage } from '@/lib/server/page-data';

type Props = PageProps<'/[locale]/[channel]/admin/sleva-na-14-dni'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.sleva-na-14-dni'), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale } = await pageContext(params);
  const [t, current] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    loadPartnerDiscountPage(locale),
  ]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('sections.sleva-na-14-dni')}</h1>
      <p className="max-w-2xl text-grey-700">{t('partnerDiscount.intro')}</p>
      <SettingForm kind="partnerDiscount" value={current.percent} />
    </div>
  );
}
