'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '@/lib/api/hooks/use-cart';
import { useShippingsAndPayments } from '@/lib/api/hooks/use-checkout';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { CheckoutSkeleton } from './checkout-skeleton';
import { EmptyCart } from './empty-cart';
import { priceModeOfCart } from '@/lib/pricing';

/*
 * The forms (react-hook-form and the step boxes, about 30 kB gzip) are not in the page's first-load
 * JavaScript: the server renders them with the shopper's cart, and their code loads beside the page's
 * own (the skeleton shows only while it loads after a navigation in the browser, or while the cart does).
 */
const loadCheckoutContent = () => import('./checkout-content');
const CheckoutContent = lazy(() =>
  loadCheckoutContent().then((module) => ({ default: module.CheckoutContent })),
);

/** The order page: the cart, the step boxes and the summary, all from the cart on the server (read with the page). */
export function OrderPageView() {
  const t = useTranslations('Checkout');
  const options = useShippingsAndPayments();
  const { cart, isError: cartFailed, refetch: refetchCart } = useCart();
  const { data: user } = useSessionUser();
  /** The order is placed and the browser on its way: the emptied cart is not "empty" to this shopper. */
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    void loadCheckoutContent();
  }, []);

  if (submitted) {
    return (
      <p role="status" className="py-6">
        {t('redirecting')}
      </p>
    );
  }
  if (options.isError || cartFailed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => {
            if (options.isError) void options.refetch();
            if (cartFailed) void refetchCart();
          }}
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
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutContent
        cart={cart}
        options={options.data}
        primary={priceModeOfCart(cart, user)}
        onSubmitted={() => setSubmitted(true)}
      />
    </Suspense>
  );
}
