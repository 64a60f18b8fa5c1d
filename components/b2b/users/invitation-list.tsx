'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import type { PendingInvitation } from '@/lib/api/contract/b2b-users';
import { useCancelInvitation, useResendInvitation } from '@/lib/api/hooks/use-company-users';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { toast } from '@/lib/toast/toast';

const buttonClass =
  'rounded border border-grey-300 px-3 py-1.5 text-sm font-semibold hover:border-blue disabled:opacity-60';

/** Invitations not accepted yet: until when they work, and sending again or cancelling. */
export function InvitationList({ invitations }: { invitations: PendingInvitation[] }) {
  const t = useTranslations('CompanyUsers');
  const format = useFormatter();
  const showError = useErrorToast();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  if (invitations.length === 0) return <p className="text-grey-700">{t('noInvitations')}</p>;
  const busy = resend.isPending || cancel.isPending;
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  return (
    <ul
      className="divide-y divide-grey-200 rounded border border-grey-200"
      aria-label={t('invitationsTitle')}
    >
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="pending-invitation"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words">{invitation.email}</p>
            <p className="text-sm text-grey-700">
              {t(`role.${invitation.b2b_account_type}`)} ·{' '}
              {invitation.is_expired ? (
                <span className="text-red">{t('expired', { date: date(invitation.expires_at) })}</span>
              ) : (
                t('validUntil', { date: date(invitation.expires_at) })
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => toast.success(t('resent', { email: invitation.email })),
                  onError: (error) => showError(error, t('failed')),
                })
              }
            >
              {t('resend')}
              <span className="sr-only"> {invitation.email}</span>
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() =>
                cancel.mutate(invitation.id, {
                  onSuccess: () => toast.success(t('cancelled', { email: invitation.email })),
                  onError: (error) => showError(error, t('failed')),
                })
              }
            >
              {t('cancel')}
              <span className="sr-only"> {invitation.email}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
