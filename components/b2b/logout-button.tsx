'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuthActions } from '@/lib/api/hooks/use-auth-actions';

/** Signs out and goes home (spec §2), for pages outside the default layout's account menu. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('AccountMenu');
  const { logout } = useAuthActions();
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={sending}
      onClick={() => {
        setSending(true);
        void logout();
      }}
    >
      {t('logout')}
    </button>
  );
}
