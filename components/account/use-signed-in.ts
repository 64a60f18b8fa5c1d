'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthUser } from '@/lib/api/contract/auth';

import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { useRouter } from '@/lib/i18n/navigation';
import { nextPathFrom } from '@/lib/navigation';

/**
 * After a registration or a password reset signed the user in: the frame shows the user, the cart is
 * read again (the visitor's one was merged), and the browser goes on like after a login: to the
 * customer selection when one must be chosen, to the page's `next` parameter, or home.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (user: AuthUser) => {
      queryClient.setQueryData(sessionUserQueryKey, user);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionUserQueryKey[0],
      });
      const next = nextPathFrom(window.location.search);
      if (user.must_select_customer) router.push('/b2b/vyberte-zakaznika');
      else if (next) return hardNavigate(next);
      else router.push('/');
      router.refresh();
    },
    [queryClient, router],
  );
}
