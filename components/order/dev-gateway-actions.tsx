'use client';

import { useState } from 'react';
import { apiClient } from '@/lib/api/client';
import { useHydrated } from '@/lib/hooks/use-hydrated';

interface DevGatewayActionsProps {
  paymentId: string;
  approveLabel: string;
  declineLabel: string;
}

/** Approve or Decline: the development gateway's answer, then back to the shop. */
export function DevGatewayActions({ paymentId, approveLabel, declineLabel }: DevGatewayActionsProps) {
  const [pending, setPending] = useState(false);
  // Disabled until hydrated: a click before that would be lost.
  const ready = useHydrated();
  async function answer(result: 'approved' | 'declined') {
    setPending(true);
    try {
      const { redirect_url } = await apiClient.post(
        '/api/dev/payment-gateway',
        { payment_id: paymentId, result },
        {
          schema: () =>
            import('@/lib/api/contract/dev-gateway').then((m) => m.devGatewayResultResponseSchema),
        },
      );
      window.location.assign(redirect_url);
    } catch {
      setPending(false);
    }
  }
  const button =
    'flex-1 rounded px-4 py-3 font-semibold text-white disabled:bg-disabled disabled:text-grey-800';
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        disabled={pending || !ready}
        onClick={() => answer('approved')}
        className={`${button} bg-green hover:bg-dark-green`}
      >
        {approveLabel}
      </button>
      <button
        type="button"
        disabled={pending || !ready}
        onClick={() => answer('declined')}
        className={`${button} bg-red hover:bg-red/80`}
      >
        {declineLabel}
      </button>
    </div>
  );
}
