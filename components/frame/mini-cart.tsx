'use client';

import { useTranslations } from 'next-intl';
import { priceModeOfCart } from '@/lib/pricing';
import { useCart } from '@/lib/api/hooks/use-cart';
import { hasAuthMarker, useSessionUser } from '@/lib/api/hooks/use-session-user';
import { hasCartMarker } from '@/lib/cart/cart-marker';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useMinimumDisplay } from '@/lib/hooks/use-minimum-display';
import { formatPrice } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';

/** Whether the browser can have a cart: a visitor's cart marker, or a session (a user's cart). */
function mayHaveCart(): boolean {
  return hasCartMarker(document.cookie) || hasAuthMarker();
}

/**
 * Spec §2 "Mini cart": item-count badge, total (without VAT where the shopper's prices are), a label for an
 * empty cart; opens the order page. A first
 * visit has no cart: it shows the empty label without asking the server.
 */
export function MiniCart() {
  const t = useTranslations('MiniCart');
  const hydrated = useHydrated();
  const asks = hydrated && mayHaveCart();
  const { cart, isPending, isError } = useCart({ enabled: asks });
  const { data: user } = useSessionUser();
  // The total in the price the shopper reads everywhere else (spec §1: net for SK VAT payers or by choice).
  const net = cart !== undefined && priceModeOfCart(cart, user) === 'net';
  const count = cart?.item_count ?? 0;
  // Only a real wait is held to its minimum: the label the server's HTML had is replaced at hydration, as
  // before, so the header does not move 200 ms later (a layout shift the order page's test measures).
  const fetching = useMinimumDisplay(asks && isPending);
  const loading = !hydrated || fetching;
  const label = loading
    ? t('loading')
    : isError
      ? t('unavailable')
      : count > 0 && cart
        ? formatPrice(net ? cart.total_without_vat : cart.total_with_vat, cart.currency_code)
        : t('empty');
  return (
    <Link
      href="/objednavka"
      className="relative flex items-center gap-2 rounded px-1.5 py-1 text-sm text-dark-blue hover:bg-light-blue sm:px-2"
      aria-label={
        isError
          ? t('labelUnavailable')
          : count > 0
            ? t(net ? 'labelWithItemsNet' : 'labelWithItems', { count, total: label })
            : t('labelEmpty')
      }
      data-testid="mini-cart"
    >
      <span aria-hidden="true" className="relative">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinejoin="round" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="17" cy="20" r="1.5" />
        </svg>
        {count > 0 && (
          <span className="absolute -top-2 -right-3 min-w-5 rounded-full bg-red px-1 text-center text-xs font-bold text-white">
            {count}
          </span>
        )}
      </span>
      <span className="hidden sm:inline" aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}
