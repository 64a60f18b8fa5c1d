import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { type SpecialList, specialCondition, specialDefaultSort } from './catalog/listing/listing-base';
import { listingOrder } from './catalog/listing/listing-order-sql';
import { lowestNetPriceLateral, mainImageLateral, packPiecesLateral } from './product-sql';
import { imageRef, type ImageRef } from './media';
import { priceFromNet, type ShownPrice } from './pricing';
import { exchangeRateFor } from './settings';

export interface ProductCard {
  id: number;
  name: string;
  slug: string;
  image: ImageRef | null;
  /** The lowest variant price ("from …" when the product has several variants). */
  price: ShownPrice;
  hasVariantPrices: boolean;
  inStock: boolean;
  /** Sold only as a pack of this many pieces; null when sold by the piece or in several units. */
  packPieces: number | null;
  flags: { isNew: boolean; isSale: boolean; isRecommended: boolean };
}

/** The columns a card needs, as every card query selects them (see `cardFromRow`). */
export interface CardRow {
  id: number;
  name: string;
  slug: string;
  vat_class: VatClass;
  is_new: boolean;
  is_sale: boolean;
  is_recommended: boolean;
  net_price: number | string;
  price_count: number | string;
  in_stock: boolean;
  path: string | null;
  width: number | null;
  height: number | null;
  pack_pieces: number | null;
}

export function cardFromRow(row: CardRow, channel: Channel): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: imageRef(row),
    price: priceFromNet(Number(row.net_price), channel, row.vat_class),
    hasVariantPrices: Number(row.price_count) > 1,
    inStock: row.in_stock,
    packPieces: row.pack_pieces === null ? null : Number(row.pack_pieces),
    flags: { isNew: row.is_new, isSale: row.is_sale, isRecommended: row.is_recommended },
  };
}

interface CardQuery {
  locale: Locale;
  channel: Channel;
  /** SQL over `p` (products) that picks the cards. */
  where: SQL;
  orderBy: SQL;
  limit: number;
}

async function queryCards(db: DbOrTx, query: CardQuery): Promise<ProductCard[]> {
  const { locale, channel, where, orderBy, limit } = query;
  const rate = await exchangeRateFor(db, channel);
  const result = await db.execute(sql`
    select p.id, t.name, t.slug, p.vat_class, p.is_new, p.is_sale, p.is_recommended,
           prices.net_price, prices.price_count, prices.in_stock, m.path, m.width, m.height,
           u.pack_pieces
    from products p
    join product_translations t on t.product_id = p.id and t.locale = ${locale}
    ${lowestNetPriceLateral(channel, rate)}
    ${mainImageLateral}
    ${packPiecesLateral}
    where p.is_active and ${where}
    order by ${orderBy}
    limit ${limit}
  `);
  return sqlRows<CardRow>(result).map((row) => cardFromRow(row, channel));
}

/**
 * The first cards of a special list (news, best sellers, recommended, sale) in the list's own order:
 * what the home page shows of `/novinky`, `/nejprodavanejsi`, `/doporucujeme` and `/slevy`.
 */
export function listSpecialListCards(
  db: DbOrTx,
  options: { list: SpecialList; locale: Locale; channel: Channel; limit: number },
): Promise<ProductCard[]> {
  const { list, ...shop } = options;
  return queryCards(db, {
    ...shop,
    where: specialCondition[list],
    orderBy: listingOrder[specialDefaultSort[list]],
  });
}

/** Cards of the given products in the given order; inactive or unpriced ones are left out. */
export async function listProductCardsByIds(
  db: DbOrTx,
  options: { locale: Locale; channel: Channel; ids: readonly number[] },
): Promise<ProductCard[]> {
  const { ids, ...shop } = options;
  if (ids.length === 0) return [];
  const cards = await queryCards(db, {
    ...shop,
    where: sql`p.id in ${ids}`,
    orderBy: sql`p.id`,
    limit: ids.length,
  });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
