'use client';

import { useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { apiClient } from '@/lib/api/client';

interface PayButtonProps {
  id: number;
  token: string;
  label: string;
  pendingLabel: string;
}

/** Starts the card payment of what is due and hands the browser to the gateway. */
export function PayButton({ id, token, label, pendingLabel }: PayButtonProps) {
  const [pending, setPending] = useState(false);
  // Disabled until hydrated: a click before that would be lost.
  const ready = useHydrated();
  async function pay() {
    setPending(true);
    try {
      const { redirect_url } = await apiClient.post(
        '/api/order/pay',
        { id, token },
        { schema: () => import('@/lib/api/contract/order').then((m) => m.payOrderResponseSchema) },
      );
      window.location.assign(redirect_url);
    } catch {
      // The API client has shown the error; the button can be pressed again.
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={pay}
      disabled={pending || !ready}
      aria-busy={pending}
      className="w-full rounded bg-green px-6 py-3 text-lg font-semibold text-white hover:bg-dark-green disabled:bg-disabled disabled:text-grey-800 sm:w-auto"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
