import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { makeQueryClient } from '@/lib/api/query-client';
import { cartQueryKey, sessionUserQueryKey, shippingsAndPaymentsQueryKey } from '@/lib/api/query-keys';
import { getDb } from '@/lib/server/db';
import type { PageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';
import { cartTokenOf } from '@/lib/server/services/cart/cart-token';
import { getCartWithShippings } from '@/lib/server/services/cart/get-cart';
import { authUserView } from '@/lib/server/services/users';

/**
 * What the order page's client would first ask the API for (the cart with its shippings and payments,
 * and the signed-in user), read on the server and handed over with the HTML: the page arrives with
 * the shopper's cart instead of a skeleton that waits for two calls and the checkout code.
 */
export async function orderPageState(page: PageContext): Promise<DehydratedState> {
  const [user, requestHeaders] = await Promise.all([getPageSessionUser(), headers()]);
  const db = await getDb();
  const [checkout, authUser] = await Promise.all([
    getCartWithShippings(db, {
      channel: page.channel,
      locale: page.locale,
      user,
      cartToken: cartTokenOf(requestHeaders),
    }),
    user ? authUserView(db, user) : null,
  ]);
  const queryClient = makeQueryClient();
  queryClient.setQueryData(cartQueryKey, checkout.cart);
  queryClient.setQueryData(shippingsAndPaymentsQueryKey, checkout.shippings_and_payments);
  if (authUser) queryClient.setQueryData(sessionUserQueryKey, authUser);
  return dehydrate(queryClient);
}
