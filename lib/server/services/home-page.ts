import 'server-only';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { type CategoryCard, listRootCategories } from './categories';
import { type Banner, listBanners } from './content/banners';
import { listSlides, type Slide } from './content/slides';
import { listSpecialListCards, type ProductCard } from './product-cards';

/** Cards per row: two full rows of the widest grid (6) and whole rows of the narrower ones (2, 3, 4). */
export const HOME_ROW_CARDS = 12;

export interface HomePage {
  slides: Slide[];
  topBanners: Banner[];
  middleBanners: Banner[];
  categories: CategoryCard[];
  news: ProductCard[];
  bestSellers: ProductCard[];
  recommended: ProductCard[];
}

/** Everything the home page shows, for a language and a country shop at `now`. */
export async function loadHomePage(
  db: DbOrTx,
  shop: { locale: Locale; channel: Channel; now?: Date },
): Promise<HomePage> {
  const { locale, channel, now } = shop;
  const where = { locale, channel: channel.id, now };
  const cards = (list: 'news' | 'mostSold' | 'recommended') =>
    listSpecialListCards(db, { list, locale, channel, limit: HOME_ROW_CARDS });
  const [slides, topBanners, middleBanners, categories, news, bestSellers, recommended] = await Promise.all([
    listSlides(db, where),
    listBanners(db, { ...where, placement: 'home-top' }),
    listBanners(db, { ...where, placement: 'home-middle' }),
    listRootCategories(db, locale),
    cards('news'),
    cards('mostSold'),
    cards('recommended'),
  ]);
  return { slides, topBanners, middleBanners, categories, news, bestSellers, recommended };
}
