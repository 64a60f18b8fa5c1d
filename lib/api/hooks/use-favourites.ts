'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { useSessionUser } from './use-session-user';

const favouriteIdsKey = (email: string | undefined) => ['favourites', 'ids', email] as const;

/** The signed-in user's favourite product ids; no request for a visitor. */
export function useFavouriteIds() {
  const { data: user } = useSessionUser();
  return useQuery({
    queryKey: favouriteIdsKey(user?.email),
    queryFn: async ({ signal }) =>
      new Set(
        (
          await apiClient.get('/api/user/favourites/ids', {
            schema: () => import('@/lib/api/contract/catalog').then((m) => m.favouriteIdsResponseSchema),
            signal,
          })
        ).product_ids,
      ),
    enabled: Boolean(user),
  });
}

/** Adds (`favourite: true`) or removes a favourite and keeps the cached ids in step. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { data: user } = useSessionUser();
  return useMutation({
    mutationFn: ({ productId, favourite }: { productId: number; favourite: boolean }) => {
      const path = `/api/user/favourites/${productId}`;
      const options = {
        schema: () => import('@/lib/api/contract/catalog').then((m) => m.favouriteResponseSchema),
      };
      return favourite ? apiClient.put(path, undefined, options) : apiClient.delete(path, options);
    },
    onSuccess: ({ product_id, favourite }) => {
      queryClient.setQueryData<Set<number>>(favouriteIdsKey(user?.email), (ids) => {
        const next = new Set(ids);
        if (favourite) next.add(product_id);
        else next.delete(product_id);
        return next;
      });
    },
  });
}
