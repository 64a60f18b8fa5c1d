'use client';

import { useTranslations } from 'next-intl';
import { lazy, useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';

// The form and its schema load with the modal, not with every page.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

/** Spec §2 Footer: a newsletter link that opens a modal. */
export function NewsletterLink({ label }: { label: string }) {
  const t = useTranslations('Newsletter');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded bg-white px-4 py-2 text-sm font-semibold text-dark-blue hover:bg-light-blue"
      >
        {label}
      </button>
      <LazyModal open={open} onOpenChange={setOpen} title={t('title')} description={t('text')} size="small">
        <NewsletterForm onDone={() => setOpen(false)} />
      </LazyModal>
    </>
  );
}
