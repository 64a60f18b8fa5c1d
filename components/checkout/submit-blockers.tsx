'use client';

import { useTranslations } from 'next-intl';
import type { SubmitBlocker } from '@/lib/api/contract/cart';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { blockerTarget, sectionId } from './checkout-steps';
import { focusSection } from './focus-section';

/** Why the order cannot be sent yet, each with a link to the step that fixes it. */
export function SubmitBlockers({ blockers }: { blockers: SubmitBlocker[] }) {
  const t = useTranslations('Checkout');
  const edit = useCheckoutStore((store) => store.edit);
  if (blockers.length === 0) return null;

  function goTo(blocker: SubmitBlocker) {
    const target = blockerTarget(blocker);
    if (target !== 'cart') edit(target);
    focusSection(target);
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
              className="inline-block py-1 text-blue underline"
            >
              {t(`blocker.${blocker}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
