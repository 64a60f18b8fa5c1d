'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { RegistrationDetail } from '@/lib/api/contract/admin/registrations';
import { Link } from '@/lib/i18n/navigation';
import { RegistrationDecision } from './registration-decision';
import { RegistrationStateBadge } from './registration-state-badge';

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-grey-200 p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-grey-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/** Everything the company sent from `/pro-firmy`, and the dealer's decision or the way to make it. */
export function RegistrationDetailView({ registration: r }: { registration: RegistrationDetail }) {
  const t = useTranslations('Admin.registrations');
  const tList = useTranslations('Admin.list');
  const tCountry = useTranslations('Content.country');
  const tBusiness = useTranslations('CompanyRegistration.businessTypes');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-6">
      <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
        ← {tList('back')}
      </LocalizedUrlLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold break-words">
          {t('detailTitle', { company: r.company_name })}
        </h1>
        <RegistrationStateBadge state={r.status} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Facts title={t('companySection')}>
          <Fact label={t('company')}>{r.company_name}</Fact>
          <Fact label={t('companyId')}>{r.company_id}</Fact>
          <Fact label={t('vatId')}>{r.vat_id ?? '—'}</Fact>
          <Fact label={t('vatPayer')}>{r.is_vat_payer ? tList('yes') : tList('no')}</Fact>
          <Fact label={t('address')}>
            {r.street}, {r.zip} {r.city}, {tCountry(r.country)}
          </Fact>
          <Fact label={t('businessType')}>
            {tBusiness.has(r.business_type as never) ? tBusiness(r.business_type as never) : r.business_type}
          </Fact>
          <Fact label={t('shop')}>{r.channel.toUpperCase()}</Fact>
          <Fact label={t('created')}>{when(r.created_at)}</Fact>
          {r.note && <Fact label={t('note')}>{r.note}</Fact>}
        </Facts>
        <Facts title={t('contactSection')}>
          <Fact label={t('name')}>{r.contact_name}</Fact>
          <Fact label={t('email')}>
            <a href={`mailto:${r.email}`} className="text-blue hover:underline">
              {r.email}
            </a>
          </Fact>
          <Fact label={t('phone')}>{r.phone}</Fact>
          <Fact label={t('language')}>{t(`languages.${r.locale}`)}</Fact>
        </Facts>
      </div>
      {r.status === 'pending' ? (
        <RegistrationDecision registration={r} />
      ) : (
        <Facts title={t('decisionSection')}>
          <Fact label={t('state')}>{t(`states.${r.status}`)}</Fact>
          {r.decided_by && <Fact label={t('decidedBy')}>{r.decided_by}</Fact>}
          {r.decided_at && <Fact label={t('decidedAt')}>{when(r.decided_at)}</Fact>}
          {r.rejection_reason && <Fact label={t('rejectionReason')}>{r.rejection_reason}</Fact>}
          {r.customer_id !== null && (
            <Fact label={t('customer')}>
              <Link
                href={{
                  pathname: '/admin/[page]',
                  params: { page: 'zakaznici' },
                  query: { id: r.customer_id },
                }}
                className="text-blue hover:underline"
              >
                {t('openCustomer', { id: r.customer_id })}
              </Link>
            </Fact>
          )}
        </Facts>
      )}
    </div>
  );
}
