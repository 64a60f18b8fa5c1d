'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { ReturnRequestResponse } from '@/lib/api/contract/returns';
import { ReturnLinesForm } from './return-lines-form';
import { type FoundOrder, ReturnOrderFinder } from './return-order-finder';

type Step =
  { kind: 'find' } | { kind: 'lines'; found: FoundOrder } | { kind: 'done'; filed: ReturnRequestResponse };

/** The return form: find the order, choose what goes back and why, then the confirmation. */
export function ReturnForm() {
  const t = useTranslations('ReturnForm');
  const [step, setStep] = useState<Step>({ kind: 'find' });
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step replaces the form under the heading: focus goes back to it, so keyboard and screen reader users start there.
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section aria-labelledby="return-form-title" className="mt-8 max-w-3xl space-y-4">
      <h2 id="return-form-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('formTitle')}
      </h2>
      {step.kind === 'find' && <ReturnOrderFinder onFound={(found) => go({ kind: 'lines', found })} />}
      {step.kind === 'lines' && (
        <ReturnLinesForm
          found={step.found}
          onFiled={(filed) => go({ kind: 'done', filed })}
          onChangeOrder={() => go({ kind: 'find' })}
        />
      )}
      {step.kind === 'done' && (
        <div role="status" className="rounded-lg border border-green bg-green/5 p-4 sm:p-6">
          <h3 className="mb-2 text-xl font-semibold text-dark-green">
            {t('doneTitle', { number: step.filed.number })}
          </h3>
          <p>{t('doneText', { email: step.filed.email })}</p>
          <button
            type="button"
            onClick={() => go({ kind: 'find' })}
            className="mt-4 min-h-6 font-medium text-blue underline"
          >
            {t('doneAnother')}
          </button>
        </div>
      )}
    </section>
  );
}
