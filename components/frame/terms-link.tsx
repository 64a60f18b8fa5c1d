'use client';

import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';

/** Spec §2 Footer: B2B users read the B2B terms. */
export function TermsLink({ label, className }: { label: ReactNode; className?: string }) {
  const { data: user } = useSessionUser();
  return (
    <Link href={user?.is_b2b ? '/obchodne-podmienky-b2b' : '/obchodne-podmienky'} className={className}>
      {label}
    </Link>
  );
}
