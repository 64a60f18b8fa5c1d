import { getTranslations } from 'next-intl/server';
import { SettingForm } from '@/components/admin/settings/setting-form';
import { pageContext } from '@/lib/server/page-context';
import { loadMaxCartDiscountPage } from '@/lib/server/page-data';

type Props = PageProps<'/[locale]/[channel]/admin/nastavit-maximalni-slevu-v-kosiku'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.nastavit-maximalni-slevu-v-kosiku'), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale } = await pageContext(params);
  const [t, current] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    loadMaxCartDiscountPage(locale),
  ]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('sections.nastavit-maximalni-slevu-v-kosiku')}</h1>
      <p className="max-w-2xl text-grey-700">{t('maxDiscount.intro')}</p>
      <SettingForm kind="maxDiscount" value={current.percent} />
    </div>
  );
}
