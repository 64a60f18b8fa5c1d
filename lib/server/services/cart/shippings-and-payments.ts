import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CartPayment,
  CartShipping,
  PaymentType,
  ShippingBranch,
  ShippingsAndPayments,
} from '@/lib/api/contract/cart';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  branches,
  paymentTranslations,
  payments,
  shippingPayments,
  shippingPrices,
  shippings,
  shippingTranslations,
} from '@/lib/server/db/schema';
import type { CartTerms } from './cart-terms';

export interface Shop {
  channel: Channel;
  locale: Locale;
  terms: CartTerms;
}

type PaymentRow = Awaited<ReturnType<typeof activePayments>>[number];

function activeShippings(db: DbOrTx, { channel, locale }: Shop) {
  return db
    .select({
      id: shippings.id,
      moduleType: shippings.moduleType,
      requiresFullCustomerData: shippings.requiresFullCustomerData,
      name: shippingTranslations.name,
      description: shippingTranslations.description,
      price: shippingPrices.price,
    })
    .from(shippings)
    .innerJoin(
      shippingPrices,
      and(eq(shippingPrices.shippingId, shippings.id), eq(shippingPrices.channel, channel.id)),
    )
    .innerJoin(
      shippingTranslations,
      and(eq(shippingTranslations.shippingId, shippings.id), eq(shippingTranslations.locale, locale)),
    )
    .where(eq(shippings.isActive, true))
    .orderBy(asc(shippings.position), asc(shippings.id));
}

function activePayments(db: DbOrTx, { locale }: Shop) {
  return db
    .select({
      id: payments.id,
      type: payments.type,
      b2bOnly: payments.b2bOnly,
      name: paymentTranslations.name,
      description: paymentTranslations.description,
    })
    .from(payments)
    .innerJoin(
      paymentTranslations,
      and(eq(paymentTranslations.paymentId, payments.id), eq(paymentTranslations.locale, locale)),
    )
    .where(eq(payments.isActive, true))
    .orderBy(asc(payments.position), asc(payments.id));
}

function combinations(db: DbOrTx, { channel }: Shop) {
  return db
    .select({
      shippingId: shippingPayments.shippingId,
      paymentId: shippingPayments.paymentId,
      price: shippingPayments.price,
    })
    .from(shippingPayments)
    .where(eq(shippingPayments.channel, channel.id))
    .orderBy(asc(shippingPayments.shippingId), asc(shippingPayments.paymentId));
}

/** Pickup points in the shop's country: a Czech order is not delivered to a Slovak pickup point. */
async function branchesByShipping(
  db: DbOrTx,
  shippingIds: number[],
  { channel }: Shop,
): Promise<Map<number, ShippingBranch[]>> {
  const byShipping = new Map<number, ShippingBranch[]>();
  if (shippingIds.length === 0) return byShipping;
  const rows = await db
    .select()
    .from(branches)
    .where(
      and(
        inArray(branches.shippingId, shippingIds),
        eq(branches.country, channel.country),
        eq(branches.isActive, true),
      ),
    )
    .orderBy(asc(branches.city), asc(branches.name), asc(branches.id));
  for (const row of rows) {
    const list = byShipping.get(row.shippingId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      street: row.street,
      city: row.city,
      zip: row.zip,
      country: row.country,
      opening_hours: row.openingHours,
      latitude: row.latitude,
      longitude: row.longitude,
    });
    byShipping.set(row.shippingId, list);
  }
  return byShipping;
}

/** B2B-only payments need a B2B customer; payment by invoice also needs the customer to be allowed it. */
function isOffered(payment: PaymentRow, terms: CartTerms): boolean {
  if (payment.b2bOnly && !terms.isB2b) return false;
  return payment.type !== 'INVOICE' || terms.allowInvoicePayment;
}

/** A shipping as the checkout's rules see it: its price, branches and the payments it allows. */
export interface ShippingOption {
  id: number;
  moduleType: CartShipping['module']['type'];
  /** Gross, minor units. */
  price: number;
  requiresFullCustomerData: boolean;
  branchIds: ReadonlySet<number>;
  /** Payment id → its gross price with this shipping; only payments offered to the shopper. */
  payments: ReadonlyMap<number, number>;
}

export interface PaymentOption {
  id: number;
  type: PaymentType;
  /** Offered to this shopper (B2B-only and invoice payments need a customer allowed them). */
  offered: boolean;
}

/** The active shippings and payments of the channel: the public list and the lookup maps of the rules. */
export interface CheckoutOptions {
  list: ShippingsAndPayments;
  shippings: ReadonlyMap<number, ShippingOption>;
  /** Every active payment, offered to the shopper or not. */
  payments: ReadonlyMap<number, PaymentOption>;
}

/**
 * The active shippings of the channel with the payments each allows (and their price with it), and the
 * payments that some shipping allows. Prices are gross, in minor units of the channel's currency.
 */
export async function loadCheckoutOptions(db: DbOrTx, shop: Shop): Promise<CheckoutOptions> {
  const [shippingRows, paymentRows, combinationRows] = await Promise.all([
    activeShippings(db, shop),
    activePayments(db, shop),
    combinations(db, shop),
  ]);
  const offeredPayments = new Map(
    paymentRows.filter((payment) => isOffered(payment, shop.terms)).map((payment) => [payment.id, payment]),
  );
  const shippingIds = new Set(shippingRows.map((shipping) => shipping.id));
  const usable = combinationRows.filter(
    (row) => shippingIds.has(row.shippingId) && offeredPayments.has(row.paymentId),
  );
  const branchIds = shippingRows
    .filter((row) => row.moduleType === 'CHOOSE_BRANCH_INPUT')
    .map((row) => row.id);
  const branchLists = await branchesByShipping(db, branchIds, shop);

  const shippingList: CartShipping[] = shippingRows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    payments: usable
      .filter((combination) => combination.shippingId === row.id)
      .map((combination) => ({ id_payment: combination.paymentId, price: combination.price })),
    module:
      row.moduleType === 'CHOOSE_BRANCH_INPUT'
        ? { type: row.moduleType, branches: branchLists.get(row.id) ?? [] }
        : { type: row.moduleType },
  }));
  // A payment's own price is its lowest with any shipping (the seed charges the same with every one).
  const paymentList: CartPayment[] = [...offeredPayments.values()].flatMap((payment) => {
    const prices = usable.filter((row) => row.paymentId === payment.id).map((row) => row.price);
    if (prices.length === 0) return [];
    return [
      {
        id: payment.id,
        type: payment.type,
        name: payment.name,
        description: payment.description,
        price: Math.min(...prices),
      },
    ];
  });
  const shippingOptions = new Map(
    shippingRows.map((row, index) => {
      const listed = shippingList[index]!;
      const option: ShippingOption = {
        id: row.id,
        moduleType: row.moduleType,
        price: row.price,
        requiresFullCustomerData: row.requiresFullCustomerData,
        branchIds: new Set((listed.module.branches ?? []).map((branch) => branch.id)),
        payments: new Map(listed.payments.map((payment) => [payment.id_payment, payment.price])),
      };
      return [row.id, option];
    }),
  );
  const paymentOptions = new Map(
    paymentRows.map((row) => [row.id, { id: row.id, type: row.type, offered: offeredPayments.has(row.id) }]),
  );
  return {
    list: { shippings: shippingList, payments: paymentList, has_sving_delivery: false },
    shippings: shippingOptions,
    payments: paymentOptions,
  };
}

/** The public list of `loadCheckoutOptions`. */
export async function listShippingsAndPayments(db: DbOrTx, shop: Shop): Promise<ShippingsAndPayments> {
  return (await loadCheckoutOptions(db, shop)).list;
}
