'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { hasCookie } from '@/lib/cookies/has-cookie';

/** A readable marker the server sets beside the httpOnly session cookie (spec §9: prefix auth., strategy local). */
export const AUTH_MARKER_COOKIE = 'auth.strategy';

export interface SessionUser {
  username: string;
  customer_name: string | null;
  customer_name_short: string | null;
  show_price_without_vat: boolean;
  is_registered_for_newsletter: boolean;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  roles: string[];
  b2b_account_type: 'CUSTOMER_ADMIN' | 'CUSTOMER_MANAGER' | null;
  is_b2b: boolean;
  has_deposit: boolean;
  selected_customer: { id: number; name: string; is_vat_payer: boolean } | null;
  customers: { id: number; name: string; name_short: string; b2b_account_type: string | null }[];
  can_select_customer: boolean;
  must_select_customer: boolean;
  has_admin_menu: boolean;
  is_customer_admin: boolean;
}

export function hasAuthMarker(): boolean {
  return typeof document !== 'undefined' && hasCookie(document.cookie, AUTH_MARKER_COOKIE);
}

/**
 * Spec §7: the user is not fetched automatically — only when the marker says a session may exist, so an
 * anonymous visitor never triggers the global 401 handler.
 */
export function useSessionUser() {
  return useQuery({
    queryKey: sessionUserQueryKey,
    queryFn: async ({ signal }) => {
      if (!hasAuthMarker()) return null;
      try {
        const { user } = await apiClient.get<{ user: SessionUser }>('/api/auth/user', {
          signal,
          skipUnauthorizedHandler: true,
        });
        return user;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
