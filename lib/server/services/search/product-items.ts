import 'server-only';
import { sql } from 'drizzle-orm';
import type { SuggestProduct } from '@/lib/api/contract/search';
import type { Channel, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef } from '../media';
import { priceFromNet } from '../pricing';
import { lowestNetPriceLateral, mainImageLateral } from '../product-sql';
import { salesStep } from './terms';
import { productUrl } from './urls';
import { exchangeRateFor } from '../settings';

export interface ProductItemRef {
  id: number;
  foundByCode: boolean;
  score: number;
}

interface ItemRow {
  id: number;
  name: string;
  slug: string;
  vat_class: VatClass;
  sales_count: number;
  net_price: number | string;
  path: string | null;
  width: number | null;
  height: number | null;
}

/**
 * The product items of the search box (suggestions and last visited) in the order of `refs`, priced like
 * the product cards: the lowest active variant's price, a missing EUR price derived from CZK.
 */
export async function loadProductItems(
  db: DbOrTx,
  refs: ProductItemRef[],
  options: { locale: Locale; channel: Channel },
): Promise<SuggestProduct[]> {
  if (refs.length === 0) return [];
  const { locale, channel } = options;
  const rate = await exchangeRateFor(db, channel);
  const ids = sql.join(
    refs.map((ref) => sql`${ref.id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select p.id, t.name, t.slug, p.vat_class, p.sales_count, prices.net_price, m.path, m.width, m.height
    from products p
    join product_translations t on t.product_id = p.id and t.locale = ${locale}
    ${lowestNetPriceLateral(channel, rate)}
    ${mainImageLateral}
    where p.is_active and p.id in (${ids})
  `);
  const rows = new Map(sqlRows<ItemRow>(result).map((row) => [row.id, row]));
  return refs.flatMap((ref) => {
    const row = rows.get(ref.id);
    if (!row) return [];
    const price = priceFromNet(Number(row.net_price), channel, row.vat_class);
    return [
      {
        id: row.id,
        name: row.name,
        url: productUrl(locale, row.slug),
        mainImage: imageRef(row),
        found_by_code: ref.foundByCode,
        selledBySales: row.sales_count,
        soldBySalesSteps: salesStep(row.sales_count),
        score: ref.score,
        price: { with_vat: price.withVat, without_vat: price.withoutVat, currency: price.currency },
      },
    ];
  });
}
