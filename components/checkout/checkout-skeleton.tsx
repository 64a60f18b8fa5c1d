import { useTranslations } from 'next-intl';

/** Grey blocks where the cart and the steps will be, while the cart loads. */
export function CheckoutSkeleton() {
  const t = useTranslations('Checkout');
  const block = 'animate-pulse rounded bg-grey-200';
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-6 lg:grid-cols-3"
      data-testid="checkout-skeleton"
    >
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-4 lg:col-span-2">
        <div className={`${block} h-24`} />
        <div className={`${block} h-24`} />
        <div className={`${block} h-40`} />
      </div>
      <div className={`${block} h-64`} />
    </div>
  );
}
