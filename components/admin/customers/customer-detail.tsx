'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import {
  customerUpdateSchema,
  type CustomerDetail,
  type DealerOption,
} from '@/lib/api/contract/admin/customers';
import { Link } from '@/lib/i18n/navigation';
import { CustomerAddresses } from './customer-addresses';
import { CustomerForm } from './customer-form';
import { CustomerPrices } from './customer-prices';
import { CustomerRecommended } from './customer-recommended';

function formKey(customer: CustomerDetail): string {
  return JSON.stringify(
    Object.keys(customerUpdateSchema.shape).map((field) => customer[field as keyof CustomerDetail]),
  );
}

/** One customer: company data and terms, addresses, individual prices, recommended assortment, users. */
export function CustomerDetailView({
  customer,
  dealers,
}: {
  customer: CustomerDetail;
  dealers: DealerOption[];
}) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  return (
    <div className="space-y-6">
      <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
        ← {tList('back')}
      </LocalizedUrlLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold break-words">{customer.name}</h1>
        {customer.is_blocked && (
          <span className="rounded bg-red px-2 py-0.5 text-sm font-semibold text-white">{t('blocked')}</span>
        )}
      </div>
      {/* Saved terms start the form anew; a new price or address elsewhere on the page leaves unsaved edits. */}
      <CustomerForm key={formKey(customer)} customer={customer} dealers={dealers} />
      <CustomerAddresses customerId={customer.id} addresses={customer.addresses} />
      <CustomerPrices customerId={customer.id} prices={customer.prices} />
      <CustomerRecommended customerId={customer.id} items={customer.recommended} />
      <section aria-labelledby="customer-members" className="space-y-3 rounded-lg border border-grey-200 p-4">
        <h2 id="customer-members" className="text-lg font-semibold">
          {t('membersSection')}
        </h2>
        {customer.members.length === 0 ? (
          <p className="text-grey-600">{t('noMembers')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {customer.members.map((member) => (
              <li key={member.user_id}>
                {member.name || member.email} ({member.email}) –{' '}
                {t(`accountTypes.${member.b2b_account_type}`)}
              </li>
            ))}
          </ul>
        )}
        <Link
          href={{ pathname: '/admin/[page]', params: { page: 'b2b-ucty' }, query: { customer: customer.id } }}
          className="text-sm text-blue hover:underline"
        >
          {t('manageMembers')}
        </Link>
      </section>
    </div>
  );
}
