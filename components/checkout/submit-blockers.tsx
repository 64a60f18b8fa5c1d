'use client';

import { useTranslations } from 'next-intl';
import type { SubmitBlocker } from '@/lib/api/contract/cart';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { blockerTarget, sectionId } from './checkout-steps';

/** Why the order cannot be sent yet, each with a link to the step that fixes it. */
export function SubmitBlockers({ blockers }: { blockers: SubmitBlocker[] }) {
  const t = useTranslations('Checkout');
  const edit = useCheckoutStore((store) => store.edit);
  if (blockers.length === 0) return null;

  function goTo(blocker: SubmitBlocker) {
    const target = blockerTarget(blocker);
    if (target !== 'cart') edit(target);
    // After the box has opened: its heading takes the focus, so keyboard users land in the step.
    requestAnimationFrame(() => {
      const section = document.getElementById(sectionId(target));
      section?.scrollIntoView({ block: 'start' });
      section?.querySelector<HTMLElement>('h2')?.focus();
    });
  }

  return (
    <div className="rounded bg-light-blue p-3 text-sm" data-testid="submit-blockers">
      <p className="font-medium">{t('blockersTitle')}</p>
      <ul className="mt-1 list-disc pl-5">
        {blockers.map((blocker) => (
          <li key={blocker}>
            <a
              href={`#${sectionId(blockerTarget(blocker))}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(blocker);
              }}
              className="text-blue underline"
            >
              {t(`blocker.${blocker}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
