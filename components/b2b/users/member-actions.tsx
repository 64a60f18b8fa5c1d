'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import type { CompanyMember } from '@/lib/api/contract/b2b-users';
import { useChangeRole, useRemoveMember } from '@/lib/api/hooks/use-company-users';
import { toast } from '@/lib/toast/toast';

const buttonClass =
  'rounded border border-grey-300 px-3 py-1.5 text-sm font-semibold hover:border-blue disabled:opacity-60';

/** Switch between admin and buyer, and remove (after a second, explicit confirmation). */
export function MemberActions({ member, name }: { member: CompanyMember; name: string }) {
  const t = useTranslations('CompanyUsers');
  const showError = useErrorToast();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const busy = changeRole.isPending || remove.isPending;
  const otherRole = member.b2b_account_type === 'CUSTOMER_ADMIN' ? 'CUSTOMER_MANAGER' : 'CUSTOMER_ADMIN';

  const switchRole = () =>
    changeRole.mutate(
      { userId: member.user_id, b2b_account_type: otherRole },
      {
        onSuccess: () => toast.success(t('roleChanged', { name, role: t(`role.${otherRole}`) })),
        onError: (error) => showError(error, t('failed')),
      },
    );
  const confirmRemove = () =>
    remove.mutate(member.user_id, {
      onSuccess: () => toast.success(t('removed', { name })),
      onError: (error) => {
        setConfirming(false);
        showError(error, t('failed'));
      },
    });

  if (confirming) {
    return (
      <div
        role="group"
        aria-label={t('confirmRemove', { name })}
        className="flex flex-wrap items-center gap-2"
      >
        <span className="text-sm">{t('confirmRemove', { name })}</span>
        <button
          type="button"
          className={`${buttonClass} border-red text-red`}
          disabled={busy}
          onClick={confirmRemove}
        >
          {t('removeYes')}
        </button>
        <button type="button" className={buttonClass} disabled={busy} onClick={() => setConfirming(false)}>
          {t('removeNo')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass} disabled={busy} onClick={switchRole}>
        {t(otherRole === 'CUSTOMER_ADMIN' ? 'makeAdmin' : 'makeManager')}
        <span className="sr-only"> {name}</span>
      </button>
      <button type="button" className={buttonClass} disabled={busy} onClick={() => setConfirming(true)}>
        {t('remove')}
        <span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
