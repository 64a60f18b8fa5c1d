'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import type { ChangeRoleRequest, CompanyUsersResponse, InviteRequest } from '@/lib/api/contract/b2b-users';

export const companyUsersQueryKey = ['b2b', 'users'] as const;

const contract = () => import('@/lib/api/contract/b2b-users');

/** The selected customer's users and pending invitations; the page's own render is the first answer. */
export function useCompanyUsers(initial: CompanyUsersResponse) {
  return useQuery({
    queryKey: companyUsersQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/api/b2b/users', {
        signal,
        schema: () => contract().then((m) => m.companyUsersResponseSchema),
      }),
    initialData: initial,
    staleTime: 30_000,
  });
}

/** A change to the company's users; the list is asked again once it is done. */
function useCompanyUsersChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
  });
}

export function useInviteColleague() {
  return useCompanyUsersChange((input: InviteRequest) =>
    apiClient.post('/api/b2b/users/invitations', input, {
      schema: () => contract().then((m) => m.invitationResponseSchema),
    }),
  );
}

export function useChangeRole() {
  return useCompanyUsersChange(({ userId, ...body }: ChangeRoleRequest & { userId: number }) =>
    apiClient.patch(`/api/b2b/users/${userId}`, body),
  );
}

export function useRemoveMember() {
  return useCompanyUsersChange((userId: number) => apiClient.delete(`/api/b2b/users/${userId}`));
}

export function useResendInvitation() {
  return useCompanyUsersChange((id: number) => apiClient.post(`/api/b2b/users/invitations/${id}/resend`));
}

export function useCancelInvitation() {
  return useCompanyUsersChange((id: number) => apiClient.delete(`/api/b2b/users/invitations/${id}`));
}
