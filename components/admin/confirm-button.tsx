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
  tone?: 'danger' | 'normal';
}

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
  const color = tone === 'danger' ? 'text-red hover:underline' : 'text-blue hover:underline';
  return (
    <>
      <button type="button" className={`text-sm font-medium ${color}`} onClick={() => setOpen(true)}>
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
            className="rounded bg-red px-4 py-2 font-semibold text-white disabled:bg-disabled"
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
