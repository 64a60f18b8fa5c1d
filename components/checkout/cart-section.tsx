'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { CartLine } from './cart-line';
import { sectionId } from './checkout-steps';
import { DiscountCodes } from './discount-codes';
import { FreeShippingProgress } from './free-shipping-progress';

/** Spec §3 Cart: the items, free-shipping progress and discount codes. */
export function CartSection({ cart, primary }: { cart: Cart; primary: 'gross' | 'net' }) {
  const t = useTranslations('Checkout');
  return (
    <section id={sectionId('cart')} aria-labelledby="checkout-cart-title" className="flex flex-col gap-4">
      <h2 id="checkout-cart-title" className="text-xl font-semibold text-dark-blue" tabIndex={-1}>
        {/* Lines, as the add toast and the quick order count them; the mini cart's badge counts pieces. */}
        {t('cartTitle', { count: cart.items.length })}
      </h2>
      <ul>
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} cart={cart} primary={primary} />
        ))}
      </ul>
      <FreeShippingProgress cart={cart} />
      <DiscountCodes cart={cart} />
    </section>
  );
}
