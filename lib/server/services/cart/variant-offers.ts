import 'server-only';
import { sql } from 'drizzle-orm';
import { lineName } from '@/lib/catalog/line-name';
import type { Channel, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef, type ImageRef } from '@/lib/server/services/media';
import { vatRate } from '@/lib/server/services/pricing';
import { productUrl } from '@/lib/server/services/search/urls';
import { getExchangeRate } from '@/lib/server/services/settings';
import { listNetPrice, shopperNetPrice } from './cart-pricing';
import type { CartTerms } from './cart-terms';

/** A variant as the shopper can buy it in the channel: its limits and the shopper's net unit price. */
export interface VariantOffer {
  variantId: number;
  productId: number;
  code: string;
  /** Product name with the variant's option label. */
  name: string;
  productUrl: string;
  image: ImageRef | null;
  packQuantity: number;
  unitPieces: number;
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  backorder: boolean;
  /** Both the variant and its product are active. */
  isActive: boolean;
  vatRate: number;
  /** Null when the channel has no price for the variant (and none can be derived). */
  unitNet: number | null;
  /** The channel's list price, before individual prices and the customer's discount. */
  listUnitNet: number | null;
}

interface OfferRow {
  variant_id: number;
  product_id: number;
  code: string;
  pack_quantity: number;
  unit_pieces: number;
  min_quantity: number;
  step_quantity: number;
  stock: number;
  backorder: boolean;
  is_active: boolean;
  vat_class: VatClass;
  product_name: string | null;
  slug: string | null;
  variant_name: string | null;
  own_price: number | null;
  czk_price: number | null;
  individual_price: number | null;
  path: string | null;
  width: number | null;
  height: number | null;
}

function offerName(row: OfferRow): string {
  return lineName(row.product_name ?? row.code, row.variant_name);
}

/** The offers of the given variants (unknown ids are left out), keyed by variant id. */
export async function loadVariantOffers(
  db: DbOrTx,
  variantIds: readonly number[],
  shop: { channel: Channel; locale: Locale; terms: CartTerms },
): Promise<Map<number, VariantOffer>> {
  const offers = new Map<number, VariantOffer>();
  if (variantIds.length === 0) return offers;
  const { channel, locale, terms } = shop;
  const result = await db.execute(sql`
    select v.id as variant_id, v.product_id, v.code, v.pack_quantity, v.unit_pieces, v.min_quantity, v.step_quantity,
           v.stock, v.backorder, (v.is_active and p.is_active) as is_active, p.vat_class,
           pt.name as product_name, pt.slug, vt.name as variant_name,
           own.net_price as own_price, czk.net_price as czk_price, cp.net_price as individual_price,
           m.path, m.width, m.height
    from variants v
    join products p on p.id = v.product_id
    left join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
    left join variant_translations vt on vt.variant_id = v.id and vt.locale = ${locale}
    left join variant_prices own on own.variant_id = v.id and own.channel = ${channel.id}
    left join variant_prices czk on czk.variant_id = v.id and czk.channel = 'cz'
    left join customer_prices cp
      on cp.variant_id = v.id and cp.channel = ${channel.id} and cp.customer_id = ${terms.customerId}
    left join lateral (
      select md.path, md.width, md.height from product_images pi join media md on md.id = pi.media_id
      where pi.product_id = p.id order by pi.position limit 1
    ) m on true
    where v.id in ${variantIds}
  `);
  const rows = sqlRows<OfferRow>(result);
  // The rate is read only when some EUR price has to be derived (listNetPrice uses it for nothing else).
  const derivesEur = channel.currency === 'EUR' && rows.some((row) => row.own_price === null);
  const czkPerEur = derivesEur ? await getExchangeRate(db) : Number.NaN;
  const discounts = { general: terms.discountPercentage, partner: terms.partnerDiscount?.percentage ?? 0 };
  for (const row of rows) {
    const listNet = listNetPrice(row.own_price, row.czk_price, channel, czkPerEur);
    offers.set(row.variant_id, {
      variantId: row.variant_id,
      productId: row.product_id,
      code: row.code,
      name: offerName(row),
      productUrl: row.slug ? productUrl(locale, row.slug) : '',
      image: imageRef(row),
      packQuantity: row.pack_quantity,
      unitPieces: Math.max(1, row.unit_pieces),
      minQuantity: Math.max(1, row.min_quantity),
      stepQuantity: Math.max(1, row.step_quantity),
      stock: row.stock,
      backorder: row.backorder,
      isActive: row.is_active,
      vatRate: vatRate(channel, row.vat_class),
      unitNet: shopperNetPrice(listNet, row.individual_price, discounts),
      listUnitNet: listNet,
    });
  }
  return offers;
}
