import { getTranslations } from 'next-intl/server';
import { AddMembershipForm } from '@/components/admin/b2b-accounts/add-membership-form';
import { MembershipsTable } from '@/components/admin/b2b-accounts/memberships-table';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { membershipListQuerySchema } from '@/lib/api/contract/admin/b2b-accounts';
import { Link } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import {
  listMemberships,
  membershipCustomer,
} from '@/lib/server/services/admin/b2b-accounts/membership-list';

type Props = PageProps<'/[locale]/[channel]/admin/b2b-ucty'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.b2b-ucty'), robots: { index: false } };
}

/** B2B accounts: customers' users and account types; with `?customer=` one customer's, and adding users. */
export default async function B2bAccountsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'b2b-ucty');
  const [t, search, db] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    searchParams,
    getDb(),
  ]);
  const parsed = membershipListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : membershipListQuerySchema.parse({});
  const [list, customer] = await Promise.all([
    listMemberships(db, query),
    query.customer ? membershipCustomer(db, query.customer) : null,
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold break-words">
        {customer ? t('b2bAccounts.titleOf', { customer: customer.name }) : t('sections.b2b-ucty')}
      </h1>
      {customer ? (
        <div className="flex flex-wrap gap-4 text-sm">
          <LocalizedUrlLink href="?" className="text-blue hover:underline">
            ← {t('b2bAccounts.allCustomers')}
          </LocalizedUrlLink>
          <Link
            href={{ pathname: '/admin/[page]', params: { page: 'zakaznici' }, query: { id: customer.id } }}
            className="text-blue hover:underline"
          >
            {t('b2bAccounts.openCustomer')}
          </Link>
        </div>
      ) : (
        <p className="text-sm text-grey-600">{t('b2bAccounts.chooseCustomer')}</p>
      )}
      {customer && (
        <AddMembershipForm key={customer.id} customerId={customer.id} customerName={customer.name} />
      )}
      <MembershipsTable
        list={list}
        state={{ sort: query.sort ?? 'customer', dir: query.dir, page: query.page, per_page: query.per_page }}
      />
    </div>
  );
}
