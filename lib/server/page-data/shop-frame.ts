import 'server-only';
import { cache } from 'react';
import { getDb } from '@/lib/server/db';
import { SETTING_B2B_PROMO_QUERY_PARAM, SETTING_B2B_PROMO_QUERY_VALUE } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';

export interface ShopFrameData {
  /** The query parameter (and its value) that opens the B2B promo modal, set in the admin; null: none. */
  b2bPromo: { param: string; value: string } | null;
}

/** What the default layout's frame reads from the database (spec §2 "Other modals"). */
export const loadShopFrame = cache(async (): Promise<ShopFrameData> => {
  const db = await getDb();
  const [param, value] = await Promise.all([
    getSetting(db, SETTING_B2B_PROMO_QUERY_PARAM),
    getSetting(db, SETTING_B2B_PROMO_QUERY_VALUE),
  ]);
  return { b2bPromo: param ? { param, value: value ?? '' } : null };
});
