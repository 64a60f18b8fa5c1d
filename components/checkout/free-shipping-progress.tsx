'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { formatPrice } from '@/lib/format/price';

/** How far the goods are from free shipping, as text and a bar. */
export function FreeShippingProgress({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const { threshold, remaining, percentage } = cart.free_shipping;
  if (threshold === null) return null;
  const reached = remaining === null || remaining <= 0;
  const text = reached
    ? t('freeShippingReached')
    : t('freeShippingRemaining', { amount: formatPrice(remaining, cart.currency_code) });
  return (
    <div className="rounded bg-light-blue p-3 text-sm" data-testid="free-shipping">
      <p id="free-shipping-text">{text}</p>
      <div
        role="progressbar"
        aria-labelledby="free-shipping-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percentage)}
        className="mt-2 h-2 overflow-hidden rounded bg-white"
      >
        <div className="h-full bg-blue" style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }} />
      </div>
    </div>
  );
}
