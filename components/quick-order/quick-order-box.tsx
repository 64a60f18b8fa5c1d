'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';

// The form (its checks, lines and cart calls) loads when the box is first unfolded, not with the page.
const QuickOrderForm = lazy(() =>
  import('./quick-order-form').then((module) => ({ default: module.QuickOrderForm })),
);

/** Quick order (for the order page and the B2B pages, no props), folded until the shopper opens it. */
export function QuickOrderBox() {
  const t = useTranslations('QuickOrder');
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="group rounded-lg border border-grey-200"
      data-testid="quick-order"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 font-semibold text-dark-blue">
        <span>{t('title')}</span>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-grey-200 p-4">
        <p className="text-sm text-grey-700">{t('intro')}</p>
        {opened && (
          <Suspense>
            <QuickOrderForm />
          </Suspense>
        )}
      </div>
    </details>
  );
}
