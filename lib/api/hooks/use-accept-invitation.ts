'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import type { AcceptInvitationRequest } from '@/lib/api/contract/b2b-users';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * Accepts an invitation; the new member then shops for the company, so the shop is loaded afresh. A wrong
 * password is the caller's to report, not a reason to sign out.
 */
export function useAcceptInvitation() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: AcceptInvitationRequest) =>
      apiClient.post('/api/b2b/users/invitations/accept', input, { skipUnauthorizedHandler: true }),
    onSuccess: () => hardNavigate(getPathname({ href: '/', locale })),
  });
}
