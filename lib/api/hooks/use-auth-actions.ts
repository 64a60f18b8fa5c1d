'use client';

import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { type SessionUser } from './use-session-user';

interface LoginResponse {
  token: string;
  data: { user: SessionUser };
}

export function useAuthActions() {
  const queryClient = useQueryClient();
  return {
    /** The caller reports a wrong password itself (spec §8), so the global 401 handler stays out of it. */
    login: async (email: string, password: string): Promise<SessionUser> => {
      const response = await apiClient.post<LoginResponse>(
        '/api/auth/login',
        { username: email, password },
        { skipUnauthorizedHandler: true },
      );
      queryClient.setQueryData(sessionUserQueryKey, response.data.user);
      return response.data.user;
    },
    /** Spec §2: logout ends the session, goes home and refreshes. */
    logout: async (): Promise<void> => {
      try {
        await apiClient.post('/api/auth/logout', {}, { skipUnauthorizedHandler: true });
      } finally {
        queryClient.setQueryData(sessionUserQueryKey, null);
        hardNavigate('/');
      }
    },
  };
}
