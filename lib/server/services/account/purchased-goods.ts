import 'server-only';
import { sql } from 'drizzle-orm';
import {
  PURCHASED_GOODS_PAGE_SIZE,
  type PurchasedGoodsQuery,
  type PurchasedGoodsResponse,
  type PurchasedItem,
} from '@/lib/api/contract/purchased-goods';
import { priceModeOfUser } from '@/lib/pricing';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { buyableOffer } from '@/lib/server/services/cart/buyable-offer';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadVariantOffers, type VariantOffer } from '@/lib/server/services/cart/variant-offers';
import { ordersInScope, orderScopeOf } from './order-scope';
import { purchasedItemsCte, purchasedOrder, purchasedSearch } from './purchased-goods-sql';
import type { AccountShopper } from './account-shopper';

interface PurchasedRow {
  variant_id: number | null;
  code: string;
  name: string;
  unit_price_with_vat: number;
  unit_price_without_vat: number;
  currency: 'CZK' | 'EUR';
  total_quantity: number;
  order_count: number;
  last_ordered_at: Date | string;
}

function unavailableReason(
  row: PurchasedRow,
  offer: VariantOffer | undefined,
): PurchasedItem['unavailable_reason'] {
  if (row.variant_id === null || !offer) return 'VARIANT_NOT_FOUND';
  if (!offer.isActive) return 'VARIANT_NOT_AVAILABLE';
  return offer.unitNet === null ? 'PRICE_NOT_AVAILABLE' : null;
}

function purchasedItem(row: PurchasedRow, offer: VariantOffer | undefined): PurchasedItem {
  const reason = unavailableReason(row, offer);
  const buyable = reason === null && offer !== undefined && offer.unitNet !== null;
  return {
    code: row.code,
    name: offer?.name ?? row.name,
    product_url: offer?.isActive && offer.productUrl ? offer.productUrl : null,
    image: offer?.image ?? null,
    total_quantity: row.total_quantity,
    order_count: row.order_count,
    last_ordered_at: new Date(row.last_ordered_at).toISOString(),
    last_unit_with_vat: row.unit_price_with_vat,
    last_unit_without_vat: row.unit_price_without_vat,
    last_currency_code: row.currency,
    offer: buyable
      ? { variant_id: offer.variantId, ...buyableOffer({ ...offer, unitNet: offer.unitNet! }) }
      : null,
    unavailable_reason: reason,
  };
}

/**
 * `GET /api/user/purchased-goods` and `/uzivatel/zakoupene-zbozi`: every item the user (or the customer
 * they shop for) has bought, with the last price paid, the pieces in total and the last order's date,
 * searched, sorted and paged; with today's offer of each, so that it goes into the cart in one click.
 */
export async function listPurchasedGoods(
  db: DbOrTx,
  shopper: AccountShopper,
  query: PurchasedGoodsQuery,
  pageSize = PURCHASED_GOODS_PAGE_SIZE,
): Promise<PurchasedGoodsResponse> {
  const items = purchasedItemsCte(ordersInScope(orderScopeOf(shopper.user)), shopper.locale);
  const where = purchasedSearch(query.q);
  const [counted] = sqlRows<{ total: number }>(
    await db.execute(sql`${items} select count(*)::int as total from purchased where ${where}`),
  );
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = sqlRows<PurchasedRow>(
    await db.execute(sql`${items}
      select * from purchased where ${where}
      order by ${purchasedOrder[query.sort]}
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const terms = await cartTermsOf(db, shopper.user);
  const variantIds = rows.flatMap((row) => (row.variant_id === null ? [] : [row.variant_id]));
  const offers = await loadVariantOffers(db, variantIds, {
    channel: shopper.channel,
    locale: shopper.locale,
    terms,
  });
  return {
    items: rows.map((row) =>
      purchasedItem(row, row.variant_id === null ? undefined : offers.get(row.variant_id)),
    ),
    page,
    page_count: pageCount,
    total,
    price_mode: priceModeOfUser(shopper.user, shopper.channel.id),
    currency_code: shopper.channel.currency,
  };
}
