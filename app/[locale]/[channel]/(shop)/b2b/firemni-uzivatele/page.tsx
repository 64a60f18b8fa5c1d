import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { CompanyUsersView } from '@/components/b2b/users/company-users-view';
import { b2bPageMetadata, canChangeCustomer } from '@/lib/server/b2b-page';
import { pageContext } from '@/lib/server/page-context';
import { loadCompanyUsersPage } from '@/lib/server/page-data';
import { mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';

type Props = PageProps<'/[locale]/[channel]/b2b/firemni-uzivatele'>;

/** One customer's users, read per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return b2bPageMetadata(locale, 'CompanyUsers');
}

/**
 * `/b2b/firemni-uzivatele`: the selected customer's users and roles. Its admins (and dealers acting for it)
 * invite colleagues, change roles and remove members; a manager is sent to the company's settings.
 */
export default async function CompanyUsersPage({ params }: Props) {
  const { locale } = await pageContext(params);
  const { user, initial } = await loadCompanyUsersPage(locale);
  const t = await getTranslations('CompanyUsers');
  return (
    <B2bPageFrame
      section="/b2b/firemni-uzivatele"
      title={t('title')}
      customerName={user.selectedCustomer.name}
      canChangeCustomer={canChangeCustomer(user)}
      showsCompanyUsers={mayManageCompany(user)}
    >
      <CompanyUsersView initial={initial} />
    </B2bPageFrame>
  );
}
