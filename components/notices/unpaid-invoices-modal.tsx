'use client';

import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';

// Only a B2B user can have unpaid invoices: other visitors load neither the notice nor its options query.
const UnpaidInvoicesNotice = lazy(() =>
  import('./unpaid-invoices-notice').then((module) => ({ default: module.UnpaidInvoicesNotice })),
);

/** Spec §4: the unpaid-invoices notice, for B2B users. */
export function UnpaidInvoicesModal() {
  const { data: user } = useSessionUser();
  return user?.is_b2b ? (
    <Suspense>
      <UnpaidInvoicesNotice />
    </Suspense>
  ) : null;
}
