import { useFormatter } from 'next-intl';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/** A moment as the shop's calendar (Prague) shows it, in the page's language; with the time when asked. */
export function useShopDate() {
  const format = useFormatter();
  return (iso: string, withTime = false) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
}

export function ShopDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const shopDate = useShopDate();
  return <time dateTime={iso}>{shopDate(iso, withTime)}</time>;
}
