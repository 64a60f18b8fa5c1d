'use client';

import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { QuickOrderBox } from './quick-order-box';

/**
 * The order page's quick order: a company buyer's tool, first on their page; a consumer rarely orders by
 * codes, so theirs waits, folded, below the cart instead of before it.
 */
export function OrderPageQuickOrder({ place }: { place: 'before-cart' | 'after-cart' }) {
  const { data: user } = useSessionUser();
  const business = Boolean(user?.is_b2b);
  if ((place === 'before-cart') !== business) return null;
  return <QuickOrderBox />;
}
