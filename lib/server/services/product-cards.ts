import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { lowestNetPriceLateral, mainImageLateral } from './product-sql';
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
    flags: { isNew: row.is_new, isSale: row.is_sale, isRecommended: row.is_recommended },
  };
}

/** Best sellers first: what the home page shows before the visitor picks a category. */
export async function listBestSellerCards(
  db: DbOrTx,
  options: { locale: Locale; channel: Channel; limit: number },
): Promise<ProductCard[]> {
  const { locale, channel, limit } = options;
  const rate = await exchangeRateFor(db, channel);
  const result = await db.execute(sql`
    select p.id, t.name, t.slug, p.vat_class, p.is_new, p.is_sale, p.is_recommended,
           prices.net_price, prices.price_count, prices.in_stock, m.path, m.width, m.height
    from products p
    join product_translations t on t.product_id = p.id and t.locale = ${locale}
    ${lowestNetPriceLateral(channel, rate)}
    ${mainImageLateral}
    where p.is_active
    order by p.sales_count desc, p.id
    limit ${limit}
  `);
  return sqlRows<CardRow>(result).map((row) => cardFromRow(row, channel));
}
