'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface StickyBuyBarProps {
  /** The buy box has left the screen. */
  shown: boolean;
  price: ReactNode;
  /** What the button adds: the variant (empty for a product of one) and the quantity chosen in the buy box. */
  variantName: string;
  quantity: string;
  /** The add-to-cart button. */
  children: ReactNode;
}

/**
 * On a phone, once the buy box has scrolled away: the price and the add-to-cart button at the bottom of
 * the screen. Fixed and moved by a transform, it shifts nothing; hidden, it takes no focus. The page keeps
 * room for it below the footer and keeps focused elements above it (globals.css, [data-sticky-buy-bar]).
 */
export function StickyBuyBar({ shown, price, variantName, quantity, children }: StickyBuyBarProps) {
  const t = useTranslations('Product');
  return (
    <section
      aria-label={t('buyBar')}
      data-sticky-buy-bar=""
      data-testid="sticky-buy-bar"
      className={`fixed inset-x-0 bottom-0 z-30 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_0_var(--color-grey-200),0_-2px_8px_rgb(0_0_0/0.08)] transition-[translate,visibility] duration-200 motion-reduce:transition-none md:hidden ${shown ? 'visible translate-y-0' : 'invisible translate-y-full'}`}
    >
      <div className="flex min-h-(--sticky-buy-bar-height) items-center gap-3 px-4 py-2">
        <div className="min-w-0 flex-1">
          {price}
          <p className="truncate text-xs text-grey-600">
            {variantName && (
              <>
                {variantName}
                <span aria-hidden="true"> · </span>
              </>
            )}
            {quantity}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
