'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
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

/** Spec §2 "Other modals": a visitor from a B2B campaign is offered a free partner membership. */
export function B2bPromoModal({ param, value }: B2bPromoModalProps) {
  const t = useTranslations('B2bPromo');
  const [open, setOpen] = useState(() => matches(param, value));
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
