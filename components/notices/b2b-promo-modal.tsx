'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Link } from '@/lib/i18n/navigation';

interface B2bPromoModalProps {
  /** The marketing query parameter that brings the offer, and the value it must have (empty: any). */
  param: string;
  value: string;
}

function matches(param: string, value: string): boolean {
  if (typeof window === 'undefined' || !param) return false;
  const actual = new URLSearchParams(window.location.search).get(param);
  return actual !== null && (!value || actual === value);
}

/**
 * Spec §2 "Other modals": a visitor from a B2B campaign is offered a free partner membership. The address
 * is read only after hydration: the server's HTML (the same for every query) has no modal, and the first
 * client render must match it (React error #418 otherwise).
 */
export function B2bPromoModal({ param, value }: B2bPromoModalProps) {
  const t = useTranslations('B2bPromo');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const open = hydrated && !dismissed && matches(param, value);
  const setOpen = (next: boolean) => setDismissed(!next);
  return (
    <LazyModal open={open} onOpenChange={setOpen} title={t('title')} description={t('text')}>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded border border-grey-300 px-4 py-2"
        >
          {t('dismiss')}
        </button>
        <Link
          href="/pro-firmy"
          onClick={() => setOpen(false)}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('join')}
        </Link>
      </div>
    </LazyModal>
  );
}
