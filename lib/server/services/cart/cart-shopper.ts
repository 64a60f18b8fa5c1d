import 'server-only';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { RequestContext, SessionUser } from '@/lib/server/context';
import { cartTokenHash, cartTokenOf } from './cart-token';

/** Who is shopping where: what every cart service needs from the request. */
export interface CartShopper {
  channel: Channel;
  locale: Locale;
  user: SessionUser | null;
  /** The cart cookie's token; a signed-in user's cart does not depend on it. */
  cartToken: string | null;
}

export function cartShopperOf(context: RequestContext, headers: Headers): CartShopper {
  return {
    channel: context.channel,
    locale: context.locale,
    user: context.user,
    cartToken: cartTokenOf(headers),
  };
}

/** A signed-in user's cart is theirs for the selected customer (null = B2C); a visitor's is the token's. */
export type CartOwner =
  { kind: 'user'; userId: number; customerId: number | null } | { kind: 'visitor'; tokenHash: string | null };

export function cartOwnerOf(shopper: CartShopper): CartOwner {
  if (shopper.user) {
    return { kind: 'user', userId: shopper.user.id, customerId: shopper.user.selectedCustomer?.id ?? null };
  }
  const { cartToken } = shopper;
  return { kind: 'visitor', tokenHash: cartToken ? cartTokenHash(cartToken, shopper.channel.id) : null };
}
