import { getTranslations } from 'next-intl/server';
import { SettingForm } from '@/components/admin/settings/setting-form';
import { pageContext } from '@/lib/server/page-context';
import { loadExchangeRatePage } from '@/lib/server/page-data';

type Props = PageProps<'/[locale]/[channel]/admin/nastavit-kurz'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.nastavit-kurz'), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale } = await pageContext(params);
  const [t, current] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    loadExchangeRatePage(locale),
  ]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('sections.nastavit-kurz')}</h1>
      <p className="max-w-2xl text-grey-700">{t('exchangeRate.intro')}</p>
      <SettingForm kind="exchangeRate" value={current.rate} />
    </div>
  );
}
