'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type CheckoutBox, useCheckoutStore } from '@/lib/stores/checkout-store';
import { type BoxState, sectionId } from './checkout-steps';
import { focusSection } from './focus-section';

interface StepBoxProps {
  box: CheckoutBox;
  number: number;
  title: string;
  state: BoxState;
  /** What was chosen, shown once the box is done. */
  summary: ReactNode;
  children: ReactNode;
}

/** Spec §2: a checkout step box, with its change link once done. */
export function StepBox({ box, number, title, state, summary, children }: StepBoxProps) {
  const t = useTranslations('Checkout');
  const edit = useCheckoutStore((store) => store.edit);
  const titleId = `${sectionId(box)}-title`;
  return (
    <section
      id={sectionId(box)}
      aria-labelledby={titleId}
      data-state={state}
      className={`scroll-mt-4 rounded border p-4 ${state === 'waiting' ? 'border-grey-200 text-grey-600' : 'border-grey-300'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-dark-blue" tabIndex={-1}>
          <span
            aria-hidden="true"
            className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-light-blue"
          >
            {state === 'done' ? '✓' : number}
          </span>
          {title}
        </h2>
        {state === 'done' && (
          <button
            type="button"
            onClick={() => {
              edit(box);
              focusSection(box);
            }}
            className="rounded px-2 py-1 text-sm text-blue underline hover:bg-light-blue"
            aria-label={t('changeStep', { step: title })}
          >
            {t('change')}
          </button>
        )}
      </div>
      <div className="mt-3">
        {state === 'open' && children}
        {state === 'done' && summary}
        {state === 'waiting' && <p className="text-sm">{t('stepWaiting')}</p>}
      </div>
    </section>
  );
}
