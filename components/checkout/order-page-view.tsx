'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCart } from '@/lib/api/hooks/use-cart';
import { useShippingsAndPayments } from '@/lib/api/hooks/use-checkout';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { CartSection } from './cart-section';
import { CheckoutBoxes } from './checkout-boxes';
import { CheckoutSkeleton } from './checkout-skeleton';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import { primaryPriceOf } from './price-mode';

/** The order page: the cart, the step boxes and the summary, all from the cart on the server. */
export function OrderPageView() {
  const t = useTranslations('Checkout');
  const options = useShippingsAndPayments();
  const { data: cart } = useCart();
  const { data: user } = useSessionUser();
  /** The order is placed and the browser on its way: the emptied cart is not "empty" to this shopper. */
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <p role="status" className="py-6">
        {t('redirecting')}
      </p>
    );
  }
  if (options.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void options.refetch()}
          className="rounded border border-blue px-4 py-2 text-blue hover:bg-light-blue"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!options.data || !cart) return <CheckoutSkeleton />;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <CartSection cart={cart} primary={primaryPriceOf(cart, user)} />
        <CheckoutBoxes cart={cart} options={options.data} />
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <OrderSummary cart={cart} onSubmitted={() => setSubmitted(true)} />
      </div>
    </div>
  );
}
