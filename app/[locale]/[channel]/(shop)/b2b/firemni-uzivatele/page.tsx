import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { B2bPageFrame } from '@/components/b2b/b2b-page-frame';
import { CompanyUsersView } from '@/components/b2b/users/company-users-view';
import { b2bPageMetadata, canChangeCustomer } from '@/lib/server/b2b-page';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireCustomerAdmin } from '@/lib/server/page-guards';
import { b2bCallerOfUser, mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';
import { companyUsers } from '@/lib/server/services/b2b/company-users';

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
  const user = await requireCustomerAdmin(locale, '/b2b/firemni-uzivatele');
  const t = await getTranslations('CompanyUsers');
  const initial = await companyUsers(await getDb(), b2bCallerOfUser(user));
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
