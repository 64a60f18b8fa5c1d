'use client';

import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { CartSection } from './cart-section';
import { CheckoutBoxes } from './checkout-boxes';
import { OrderSummary } from './order-summary';

interface CheckoutContentProps {
  cart: Cart;
  options: ShippingsAndPayments;
  primary: 'gross' | 'net';
  onSubmitted: () => void;
}

/** The order page's cart, step boxes and summary once the cart is there. */
export function CheckoutContent({ cart, options, primary, onSubmitted }: CheckoutContentProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <CartSection cart={cart} primary={primary} />
        <CheckoutBoxes cart={cart} options={options} />
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <OrderSummary cart={cart} onSubmitted={onSubmitted} />
      </div>
    </div>
  );
}
