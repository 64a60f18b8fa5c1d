'use client';

import { useTranslations } from 'next-intl';
import type { RegistrationState } from '@/lib/api/contract/admin/registrations';

const tones: Record<RegistrationState, string> = {
  pending: 'bg-light-blue text-dark-blue',
  approved: 'bg-dark-green text-white',
  rejected: 'bg-grey-200 text-grey-800',
};

export function RegistrationStateBadge({ state }: { state: RegistrationState }) {
  const t = useTranslations('Admin.registrations.states');
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[state]}`}
    >
      {t(state)}
    </span>
  );
}
