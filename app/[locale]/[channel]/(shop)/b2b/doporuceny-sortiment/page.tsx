import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { AssortmentPicker } from '@/components/b2b/recommended/assortment-picker';
import { QuickOrderBox } from '@/components/quick-order/quick-order-box';
import { b2bPageMetadata, canChangeCustomer } from '@/lib/server/b2b-page';
import { pageContext } from '@/lib/server/page-context';
import { loadB2bRecommendedPage } from '@/lib/server/page-data';
import { mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';

type Props = PageProps<'/[locale]/[channel]/b2b/doporuceny-sortiment'>;

/** One customer's assortment and prices, read per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return b2bPageMetadata(locale, 'Recommended');
}

/**
 * `/b2b/doporuceny-sortiment`: what the dealer recommends and what the customer buys most, into the cart at
 * once; and the quick order for lines pasted from the buyer's own spreadsheet.
 */
export default async function RecommendedPage({ params }: Props) {
  const { locale, channel } = await pageContext(params);
  const { user, assortment } = await loadB2bRecommendedPage(locale, channel);
  const t = await getTranslations('Recommended');
  return (
    <B2bPageFrame
      section="/b2b/doporuceny-sortiment"
      title={t('title')}
      customerName={user.selectedCustomer.name}
      canChangeCustomer={canChangeCustomer(user)}
      showsCompanyUsers={mayManageCompany(user)}
    >
      <AssortmentPicker assortment={assortment} />
      <QuickOrderBox />
    </B2bPageFrame>
  );
}
