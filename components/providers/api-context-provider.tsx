'use client';

import type { ReactNode } from 'react';
import { apiClient } from '@/lib/api/client';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { ShopChannelProvider } from '@/lib/hooks/use-shop-channel';
import { LazyToaster } from '@/lib/toast/lazy-toaster';

interface ApiContextProviderProps {
  locale: Locale;
  channel: ChannelId;
  children?: ReactNode;
}

export function ApiContextProvider({ locale, channel, children }: ApiContextProviderProps) {
  // During render rather than in an effect: children's effects run first and their requests need the
  // headers. Browser only, because on the server this module-level client would be shared by all visitors.
  if (typeof window !== 'undefined') {
    apiClient.configure({
      getLocale: () => locale,
      getChannel: () => channel,
      // Spec §8: a 401 logs the user out before the page goes home and refreshes.
      onLogout: async () => {
        await apiClient.post('/api/auth/logout', {}, { skipUnauthorizedHandler: true });
      },
    });
  }
  return (
    <ShopChannelProvider channel={channel}>
      {children}
      <LazyToaster />
    </ShopChannelProvider>
  );
}
