import 'server-only';
import { sql } from 'drizzle-orm';
import type { CustomerPricesResponse } from '@/lib/api/contract/catalog';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { PriceMode, SessionUser } from '@/lib/server/context';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { partnerDiscountView } from '@/lib/server/services/b2b/partner-discount-view';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadVariantOffers, type VariantOffer } from '@/lib/server/services/cart/variant-offers';
import { grossFromNet } from '@/lib/server/services/pricing';

export interface PriceShopper {
  locale: Locale;
  channel: Channel;
  user: SessionUser | null;
  priceMode: PriceMode;
}

async function variantIdsOfProducts(db: DbOrTx, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = sqlRows<{ id: number }>(
    await db.execute(sql`select id from variants where product_id in ${productIds} and is_active`),
  );
  return rows.map((row) => row.id);
}

type PricedOffer = VariantOffer & { unitNet: number };

function isPriced(offer: VariantOffer | undefined): offer is PricedOffer {
  return offer !== undefined && offer.isActive && offer.unitNet !== null;
}

function amounts(offer: PricedOffer) {
  return { with_vat: grossFromNet(offer.unitNet, offer.vatRate), without_vat: offer.unitNet };
}

/** The lowest priced offer per product, and whether its variants' prices differ. */
function cheapestPerProduct(offers: Iterable<PricedOffer>, productIds: readonly number[]) {
  const wanted = new Set(productIds);
  const byProduct = new Map<number, { cheapest: PricedOffer; nets: Set<number> }>();
  for (const offer of offers) {
    if (!wanted.has(offer.productId)) continue;
    const entry = byProduct.get(offer.productId);
    if (!entry) byProduct.set(offer.productId, { cheapest: offer, nets: new Set([offer.unitNet]) });
    else {
      entry.nets.add(offer.unitNet);
      if (offer.unitNet < entry.cheapest.unitNet) entry.cheapest = offer;
    }
  }
  return byProduct;
}

/**
 * What the shopper pays for the given variants and products, by the same rules as the cart (individual
 * price, then the customer's general discount); a visitor without a customer gets the list prices.
 */
export async function customerPrices(
  db: DbOrTx,
  shopper: PriceShopper,
  input: { variantIds: readonly number[]; productIds: readonly number[] },
): Promise<CustomerPricesResponse> {
  const { channel, locale } = shopper;
  const terms = await cartTermsOf(db, shopper.user);
  const ids = new Set([...input.variantIds, ...(await variantIdsOfProducts(db, input.productIds))]);
  const offers = await loadVariantOffers(db, [...ids], { channel, locale, terms });
  const priced = [...offers.values()].filter(isPriced);
  const variants = input.variantIds.flatMap((variantId) => {
    const offer = offers.get(variantId);
    return isPriced(offer) ? [{ variant_id: variantId, ...amounts(offer) }] : [];
  });
  const products = [...cheapestPerProduct(priced, input.productIds)].map(([productId, entry]) => ({
    product_id: productId,
    ...amounts(entry.cheapest),
    from: entry.nets.size > 1,
  }));
  return {
    price_mode: shopper.priceMode,
    partner_discount: partnerDiscountView(terms.partnerDiscount),
    currency: channel.currency,
    variants,
    products,
  };
}
