'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PartnerDiscountView } from '@/lib/api/contract/catalog';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/** Tells a new partner that their prices include the 14-day discount, and until when. */
export function PartnerDiscountNote({
  discount,
  where = 'product',
}: {
  discount: PartnerDiscountView;
  /** A product's price, or the cart's prices. */
  where?: 'product' | 'cart';
}) {
  const t = useTranslations('PartnerDiscount');
  const format = useFormatter();
  // The window ends at midnight: its last day is the one before, named without an hour.
  const until = format.dateTime(new Date(new Date(discount.ends_at).getTime() - 1), {
    dateStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <p className="text-sm font-medium text-dark-green" data-testid="partner-discount">
      {t(where === 'cart' ? 'inCart' : 'included', { percentage: discount.percentage, until })}
    </p>
  );
}
