'use client';

import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { CartSection } from './cart-section';
import { CheckoutBoxes } from './checkout-boxes';
import { OrderSummary } from './order-summary';

interface CheckoutContentProps {
  cart: Cart;
  options: ShippingsAndPayments;
  primary: 'gross' | 'net';
  onSubmitted: () => void;
}

/**
 * The order page's cart, step boxes and summary once the cart is there. The server renders them with
 * the shopper's cart; until React has hydrated them their controls are disabled (one fieldset), so a
 * click that no code would answer yet cannot be lost.
 */
export function CheckoutContent({ cart, options, primary, onSubmitted }: CheckoutContentProps) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="m-0 grid min-w-0 gap-6 border-0 p-0 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <CartSection cart={cart} primary={primary} />
        <CheckoutBoxes cart={cart} options={options} />
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <OrderSummary cart={cart} onSubmitted={onSubmitted} />
      </div>
    </fieldset>
  );
}
