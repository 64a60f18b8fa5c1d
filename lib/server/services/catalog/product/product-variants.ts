import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listNetPrice } from '@/lib/server/services/cart/cart-pricing';
import { priceFromNet, type ShownPrice } from '@/lib/server/services/pricing';
import { exchangeRateFor } from '@/lib/server/services/settings';
import { lowestPriorPriceLateral } from './lowest-prior-price';

/** A buyable option of a product with its list price in the channel (the default, B2C view). */
export interface ProductVariant {
  id: number;
  code: string;
  ean: string | null;
  /** The option label, e.g. "biela, 6 ks"; empty for a product with one option. */
  name: string;
  packQuantity: number;
  /** Pieces in the unit sold (lib/catalog/sale-unit.ts). */
  unitPieces: number;
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  backorder: boolean;
  price: ShownPrice;
  /** On sale: the lowest price of the 30 days before the reduction (null when not on sale or unknown). */
  lowestPriorPrice: ShownPrice | null;
}

interface VariantRow {
  id: number;
  code: string;
  ean: string | null;
  name: string | null;
  pack_quantity: number;
  unit_pieces: number;
  min_quantity: number;
  step_quantity: number;
  stock: number;
  backorder: boolean;
  own_price: number | null;
  czk_price: number | null;
  own_prior: number | string | null;
  czk_prior: number | string | null;
}

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

/** The active variants of a product that have a price in the channel, in their order. */
export async function listProductVariants(
  db: DbOrTx,
  product: { id: number; vatClass: VatClass; isSale: boolean },
  shop: { locale: Locale; channel: Channel },
): Promise<ProductVariant[]> {
  const { locale, channel } = shop;
  const rows = sqlRows<VariantRow>(
    await db.execute(sql`
      select v.id, v.code, v.ean, vt.name, v.pack_quantity, v.unit_pieces, v.min_quantity, v.step_quantity, v.stock,
             v.backorder, own.net_price as own_price, czk.net_price as czk_price,
             own_prior.net_price as own_prior, czk_prior.net_price as czk_prior
      from variants v
      left join variant_translations vt on vt.variant_id = v.id and vt.locale = ${locale}
      left join variant_prices own on own.variant_id = v.id and own.channel = ${channel.id}
      left join variant_prices czk on czk.variant_id = v.id and czk.channel = 'cz'
      ${lowestPriorPriceLateral(channel.id, 'own_prior')}
      ${lowestPriorPriceLateral('cz', 'czk_prior')}
      where v.product_id = ${product.id} and v.is_active
      order by v.position, v.id
    `),
  );
  const czkPerEur = await exchangeRateFor(db, channel);
  const variants: ProductVariant[] = [];
  for (const row of rows) {
    const net = listNetPrice(row.own_price, row.czk_price, channel, czkPerEur);
    if (net === null) continue;
    // A derived EUR price has a derived history: the CZK one's at the same rate.
    const priorNet =
      row.own_price !== null
        ? numberOrNull(row.own_prior)
        : listNetPrice(null, numberOrNull(row.czk_prior), channel, czkPerEur);
    variants.push({
      id: row.id,
      code: row.code,
      ean: row.ean,
      name: row.name ?? '',
      packQuantity: Math.max(1, row.pack_quantity),
      unitPieces: Math.max(1, row.unit_pieces),
      minQuantity: Math.max(1, row.min_quantity),
      stepQuantity: Math.max(1, row.step_quantity),
      stock: row.stock,
      backorder: row.backorder,
      price: priceFromNet(net, channel, product.vatClass),
      lowestPriorPrice:
        product.isSale && priorNet !== null ? priceFromNet(priorNet, channel, product.vatClass) : null,
    });
  }
  return variants;
}
