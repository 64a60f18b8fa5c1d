import 'server-only';
import { sql } from 'drizzle-orm';
import type { BuyableOffer } from '@/lib/api/contract/offer';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { priceModeOfUser } from '@/lib/pricing';
import { buyableOffer } from '@/lib/server/services/cart/buyable-offer';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadVariantOffers } from '@/lib/server/services/cart/variant-offers';
import { listFavouriteIds } from '@/lib/server/services/catalog/product/favourites';
import { imageRef, type ImageRef } from '@/lib/server/services/media';
import { mainImageLateral } from '@/lib/server/services/product-sql';
import { productUrl } from '@/lib/server/services/search/urls';
import type { AccountShopper } from './account-shopper';

export const FAVOURITES_PAGE_SIZE = 24;

export interface FavouriteVariant extends BuyableOffer {
  id: number;
  code: string;
  /** The option label ("white, 6 pcs"); empty for a product with one option. */
  label: string;
}

export interface FavouriteProduct {
  id: number;
  name: string;
  /** The product page; null when the product is no longer sold. */
  url: string | null;
  image: ImageRef | null;
  /** What can be bought today, with the shopper's prices; empty when nothing can. */
  variants: FavouriteVariant[];
}

export interface FavouriteProducts {
  products: FavouriteProduct[];
  page: number;
  page_count: number;
  total: number;
  price_mode: 'gross' | 'net';
  currency_code: 'CZK' | 'EUR';
}

interface ProductRow {
  id: number;
  is_active: boolean;
  name: string | null;
  slug: string | null;
  path: string | null;
  width: number | null;
  height: number | null;
  variant_ids: number[] | null;
  labels: (string | null)[] | null;
}

async function productRows(db: DbOrTx, ids: number[], shopper: AccountShopper): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return sqlRows<ProductRow>(
    await db.execute(sql`
      select p.id, p.is_active, t.name, t.slug, m.path, m.width, m.height,
             array_agg(v.id order by v.position, v.id) filter (where v.id is not null) as variant_ids,
             array_agg(vt.name order by v.position, v.id) filter (where v.id is not null) as labels
      from products p
      left join product_translations t on t.product_id = p.id and t.locale = ${shopper.locale}
      left join variants v on v.product_id = p.id and v.is_active
      left join variant_translations vt on vt.variant_id = v.id and vt.locale = ${shopper.locale}
      ${mainImageLateral}
      where p.id in ${ids}
      group by p.id, t.name, t.slug, m.path, m.width, m.height
    `),
  );
}

/**
 * `/uzivatel/oblibene`: the user's favourite products, the latest first, one page of them, each with the
 * variants that can be bought today at the shopper's prices (a product no longer sold stays listed, so
 * that it can be removed).
 */
export async function listFavouriteProducts(
  db: DbOrTx,
  shopper: AccountShopper,
  page: number,
): Promise<FavouriteProducts> {
  const ids = await listFavouriteIds(db, shopper.user.id);
  const pageCount = Math.max(1, Math.ceil(ids.length / FAVOURITES_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  const pageIds = ids.slice((shown - 1) * FAVOURITES_PAGE_SIZE, shown * FAVOURITES_PAGE_SIZE);
  const rows = new Map((await productRows(db, pageIds, shopper)).map((row) => [row.id, row]));
  const terms = await cartTermsOf(db, shopper.user);
  const variantIds = [...rows.values()].flatMap((row) => row.variant_ids ?? []);
  const offers = await loadVariantOffers(db, variantIds, {
    channel: shopper.channel,
    locale: shopper.locale,
    terms,
  });
  const products = pageIds.flatMap((id): FavouriteProduct[] => {
    const row = rows.get(id);
    if (!row) return [];
    const variants = (row.variant_ids ?? []).flatMap((variantId, index): FavouriteVariant[] => {
      const offer = offers.get(variantId);
      if (!row.is_active || !offer?.isActive || offer.unitNet === null) return [];
      const label = row.labels?.[index] ?? '';
      return [
        { id: variantId, code: offer.code, label, ...buyableOffer({ ...offer, unitNet: offer.unitNet }) },
      ];
    });
    return [
      {
        id,
        name: row.name ?? '',
        url: row.is_active && row.slug ? productUrl(shopper.locale, row.slug) : null,
        image: imageRef(row),
        variants,
      },
    ];
  });
  return {
    products,
    page: shown,
    page_count: pageCount,
    total: ids.length,
    price_mode: priceModeOfUser(shopper.user, shopper.channel.id),
    currency_code: shopper.channel.currency,
  };
}
