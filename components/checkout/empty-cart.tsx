'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The order page with nothing in the cart. */
export function EmptyCart() {
  const t = useTranslations('Checkout');
  return (
    <div
      className="flex flex-col items-start gap-3 rounded border border-grey-200 p-6"
      data-testid="empty-cart"
    >
      <p className="text-lg">{t('empty')}</p>
      <Link href="/" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
        {t('continueShopping')}
      </Link>
    </div>
  );
}
