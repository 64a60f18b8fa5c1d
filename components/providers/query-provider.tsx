'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';
import '@/lib/forms/zod-without-eval';

export function QueryProvider({ children }: { children: ReactNode }) {
  // Not useState: if a child suspends before the first commit, React would drop a state-held client.
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
