'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';

interface ConfirmButtonProps {
  /** The button's text (e.g. "Delete"). */
  label: string;
  /** What the dialog asks, naming the record. */
  question: string;
  /** Runs on confirmation; answers whether it worked (the dialog closes then). */
  onConfirm: () => Promise<boolean>;
  busy?: boolean;
  /** danger: a red link (deletes); normal: a blue link; primary: the page's main button (approve). */
  tone?: 'danger' | 'normal' | 'primary';
}

const triggerClasses = {
  danger: 'text-sm font-medium text-red hover:underline',
  normal: 'text-sm font-medium text-blue hover:underline',
  primary: 'rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue',
};

/** A destructive admin action behind a confirmation dialog (Escape or Cancel leaves everything as it was). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  busy = false,
  tone = 'danger',
}: ConfirmButtonProps) {
  const t = useTranslations('Admin.list');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={triggerClasses[tone]} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={label} description={question} size="small">
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            className="rounded border border-grey-300 px-4 py-2"
            onClick={() => setOpen(false)}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            disabled={busy}
            className={`rounded px-4 py-2 font-semibold text-white disabled:bg-disabled disabled:text-grey-800 ${tone === 'danger' ? 'bg-red' : 'bg-blue'}`}
            onClick={async () => {
              if (await onConfirm()) setOpen(false);
            }}
          >
            {t('confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
