'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { ChannelId } from '@/lib/config/channels';

const ShopChannelContext = createContext<ChannelId | null>(null);

/** The country shop of the page, for widgets whose rules depend on it (the price mode). */
export function ShopChannelProvider({ channel, children }: { channel: ChannelId; children?: ReactNode }) {
  return <ShopChannelContext value={channel}>{children}</ShopChannelContext>;
}

/** The page's country shop; null outside a shop's layout (a component rendered on its own). */
export function useShopChannel(): ChannelId | null {
  return useContext(ShopChannelContext);
}
