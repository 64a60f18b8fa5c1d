'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';

/** A signed-in shopper's latest orders (their own or their customer's) to pick from; nothing for a visitor. */
export function useOwnOrders() {
  const { data: user, isPending: userPending } = useSessionUser();
  const signedIn = Boolean(user) && !user?.must_select_customer;
  const orders = useQuery({
    queryKey: ['return-form-own-orders'],
    queryFn: ({ signal }) =>
      apiClient.get('/api/user/orders', {
        signal,
        schema: () =>
          import('@/lib/api/contract/account-orders').then((module) => module.accountOrdersResponseSchema),
      }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return {
    email: user?.email ?? null,
    loading: userPending || (signedIn && orders.isPending),
    orders: signedIn ? (orders.data?.orders ?? []) : [],
  };
}
