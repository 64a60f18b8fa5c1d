'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useReorderPreview } from '@/lib/api/hooks/use-reorder-preview';
import { ReorderForm } from './reorder-form';

/** "Order again" on an order's page: today's offer of its lines, loaded when the shopper asks for it. */
export function ReorderPanel({ orderId }: { orderId: number }) {
  const t = useTranslations('Reorder');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const preview = useReorderPreview(orderId, open);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="h-11 self-start rounded bg-dark-green px-5 font-semibold text-white hover:bg-dark-blue"
        data-testid="reorder-open"
      >
        {open ? t('close') : t('open')}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="rounded-lg border border-grey-200 p-4"
        >
          <h2 id={`${panelId}-title`} className="text-lg font-semibold text-dark-blue">
            {t('title')}
          </h2>
          <p className="mb-3 text-sm text-grey-700">{t('intro')}</p>
          {preview.isPending ? (
            <p role="status">{t('loading')}</p>
          ) : preview.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p>{t('loadFailed')}</p>
              <button
                type="button"
                onClick={() => void preview.refetch()}
                className="rounded border border-blue px-4 py-2 text-blue hover:bg-light-blue"
              >
                {t('retry')}
              </button>
            </div>
          ) : (
            <ReorderForm preview={preview.data} />
          )}
        </section>
      )}
    </div>
  );
}
