import { partnerDiscountAt } from '@/lib/server/services/b2b/partner-discount-window';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { channels } from '@/lib/config/channels';
import { branchSnapshot } from '@/lib/server/services/orders/branch-snapshot';
import { formatOrderNumber, orderYear } from '@/lib/server/services/orders/order-number-format';
import {
  branches,
  orderItems,
  orderNumberCounters,
  orderPayments,
  orders,
  orderStatusHistory,
  payments,
  shippings,
  type OrderBranchSnapshot,
} from '../../schema';
import type { Db } from '../../types';
import type { CustomerIds } from './customers';
import { demoUser } from './demo-users';
import { type InvoiceDraft } from './invoices';
import { seedOrderParties, seedOrderTerms } from './order-parties';
import { priceSeedOrder } from './order-pricing';
import { PARTNER_DISCOUNT_PERCENT } from './settings-data';
import { orderTimeline, paidAt, parcelTracking, stepAt } from './order-timeline';
import { loadPools, loadSeedVariants, type SeedVariant, type VariantPools } from './order-variants';
import { type OrderSeed, orderSeeds } from './orders-data';
import { FREE_SHIPPING_THRESHOLD } from './settings-data';
import { paymentSeed, shippingSeed } from './shipping-data';
import type { SeedClock } from './types';
import type { UserIds } from './users';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SeedOrdersContext {
  db: Db;
  userId: UserIds;
  customerId: CustomerIds;
  clock: SeedClock;
}

async function idsOf(db: Db, table: typeof shippings | typeof payments): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, code: table.code }).from(table);
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function pickupPoint(db: Db, shippingId: number, country: 'CZ' | 'SK'): Promise<OrderBranchSnapshot> {
  const [first] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(eq(branches.shippingId, shippingId), eq(branches.country, country), eq(branches.isActive, true)),
    )
    .orderBy(asc(branches.id))
    .limit(1);
  const snapshot = await branchSnapshot(db, first?.id ?? null);
  if (!snapshot) throw new Error(`No pickup point in ${country} for the seeded orders`);
  return snapshot;
}

/** An open order still holds its pieces: at most what is in stock, on the variant's steps. */
function fitToStock(quantity: number, variant: SeedVariant): number {
  if (quantity <= variant.stock) return quantity;
  const { minQuantity: min, stepQuantity: step } = variant;
  return variant.stock < min ? 0 : min + Math.floor((variant.stock - min) / step) * step;
}

/** The seed's lines as variants and quantities; lines that landed on the same variant become one. */
async function orderLines(
  ctx: SeedOrdersContext,
  seed: OrderSeed,
  pools: VariantPools,
  channel: 'cz' | 'sk',
) {
  const wanted = new Map<number, number>();
  for (const line of seed.lines) {
    const pool = pools[line.pool];
    if (pool.length === 0) continue;
    const id = pool[line.index % pool.length]!;
    wanted.set(id, (wanted.get(id) ?? 0) + line.steps + 1);
  }
  const customerId = seed.customer ? ctx.customerId(seed.customer) : null;
  const variants = await loadSeedVariants(ctx.db, [...wanted.keys()], channel, customerId);
  const open = seed.status === 'new' || seed.status === 'confirmed';
  return [...wanted].flatMap(([id, units]) => {
    const variant = variants.get(id)!;
    // Each line is the minimum and its steps; two lines of one variant stay on the steps as one.
    const quantity = variant.minQuantity + (units - 1) * variant.stepQuantity;
    const fitted = open ? fitToStock(quantity, variant) : quantity;
    return fitted > 0 ? [{ variant, quantity: fitted }] : [];
  });
}

/** The seeds in the order they were placed, with the time each was placed. */
function byPlacing(seeds: OrderSeed[], clock: SeedClock): { seed: OrderSeed; placedAt: Date }[] {
  return [...seeds]
    .sort((a, b) => b.placedHoursAgo - a.placedHoursAgo)
    .map((seed) => ({ seed, placedAt: new Date(clock.today.getTime() - seed.placedHoursAgo * HOUR_MS) }));
}

/** Numbers per channel and year in the order of placing, as the submit gives them: no gaps. */
function orderNumbering() {
  const counters = new Map<string, number>();
  return {
    next(channel: 'cz' | 'sk', placedAt: Date): string {
      const year = orderYear(placedAt);
      const key = `${channel}:${year}`;
      const sequence = (counters.get(key) ?? 0) + 1;
      counters.set(key, sequence);
      return formatOrderNumber(year, channel, sequence);
    },
    /** The counters where real orders continue. */
    rows: () =>
      [...counters].map(([key, lastNumber]) => {
        const [channel, year] = key.split(':') as ['cz' | 'sk', string];
        return { channel, year: Number(year), lastNumber };
      }),
  };
}

/**
 * Past orders of the demo shoppers, written as the submit writes them: prices of the day they were placed
 * (the customer's individual prices and discount included), snapshots of names and addresses, numbers per
 * shop and year with the counters left where real orders continue, the status history, tracking of shipped
 * parcels, payments received, and stock still held by open orders. Answers the invoices of the delivered
 * orders paid on invoice, for the invoice seed to number with the others.
 */
export async function seedPastOrders(ctx: SeedOrdersContext): Promise<InvoiceDraft[]> {
  const { db, clock } = ctx;
  const shippingIds = await idsOf(db, shippings);
  const paymentIds = await idsOf(db, payments);
  const poolsByShopper = new Map<string, VariantPools>();
  const numbering = orderNumbering();
  const invoices: InvoiceDraft[] = [];
  let parcels = 0;

  for (const { seed, placedAt } of byPlacing(orderSeeds, clock)) {
    const { channel: channelId, discountPercentage, approvedDaysAgo, paymentDueDays } = seedOrderTerms(seed);
    // The partner discount of the day the order was placed, as the cart then priced it.
    const approvedAt = approvedDaysAgo === null ? null : clock.daysFromToday(-approvedDaysAgo);
    const partner = partnerDiscountAt(approvedAt, PARTNER_DISCOUNT_PERCENT, placedAt)?.percentage ?? 0;
    const channel = channels[channelId];
    const locale = demoUser(seed.user).locale;
    const customerId = seed.customer ? ctx.customerId(seed.customer) : null;
    const poolKey = `${channelId}:${customerId}`;
    const pools = poolsByShopper.get(poolKey) ?? (await loadPools(db, channelId, customerId));
    poolsByShopper.set(poolKey, pools);
    const lines = await orderLines(ctx, seed, pools, channelId);
    if (lines.length === 0) continue;

    const shipping = shippingSeed(seed.shipping);
    const payment = paymentSeed(seed.payment);
    const priced = priceSeedOrder({
      lines,
      channel,
      locale,
      placedAt,
      discounts: { general: discountPercentage, partner },
      shippingPrice: shipping.price[channelId],
      paymentPrice: payment.price[channelId],
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD[channelId],
    });
    const parties = await seedOrderParties(db, seed, ctx.customerId);
    const timeline = orderTimeline(seed, placedAt, locale);
    const paid = paidAt(seed, timeline);
    const handedOver = stepAt(timeline, 'shipped');
    const tracking =
      handedOver && seed.shipping !== 'personal-pickup' ? parcelTracking((parcels += 1), locale) : null;
    const shippingId = shippingIds.get(seed.shipping)!;
    const placerId = ctx.userId(seed.user);
    const staffId = ctx.userId(seed.customer ? 'dealer' : 'superadmin');
    const { totals } = priced;

    const number = numbering.next(channelId, placedAt);
    const [order] = await db
      .insert(orders)
      .values({
        number,
        token: randomBytes(32).toString('base64url'),
        userId: placerId,
        customerId,
        channel: channelId,
        locale,
        currency: channel.currency,
        status: seed.status,
        paymentStatus: paid ? 'paid' : 'unpaid',
        trackingNumber: tracking?.number ?? null,
        trackingUrl: tracking?.url ?? null,
        isB2b: customerId !== null,
        shippingId,
        paymentId: paymentIds.get(seed.payment)!,
        shippingName: shipping.translations[locale].name,
        paymentName: payment.translations[locale].name,
        paymentType: payment.type,
        branch: seed.shipping === 'pickup-point' ? await pickupPoint(db, shippingId, channel.country) : null,
        shippingPrice: priced.shippingWithVat,
        paymentPrice: priced.paymentWithVat,
        goodsTotalWithVat: priced.goodsWithVat,
        goodsTotalWithoutVat: priced.goodsWithoutVat,
        totalWithVat: totals.totalWithVat,
        totalWithoutVat: totals.totalWithoutVat,
        payDepositWithVat: totals.payNowWithVat,
        paidWithVat: paid ? totals.totalWithVat : 0,
        vatSummary: totals.vatSummary,
        billingAddress: parties.billingAddress,
        deliveryAddress: parties.deliveryAddress,
        company: parties.company,
        customerData: {
          sales_representative_order: false,
          selected_delivery_address_id: parties.selectedDeliveryAddressId,
          partner_discount_percentage: partner > 0 ? partner : null,
        },
        note: seed.note ?? '',
        createdAt: placedAt,
        updatedAt: timeline.at(-1)!.at,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await db.insert(orderItems).values(priced.items.map((item) => ({ ...item, orderId })));
    await db.insert(orderStatusHistory).values(
      timeline.map((step) => ({
        orderId,
        status: step.status,
        changedByUserId: step.by === 'placer' ? placerId : staffId,
        note: step.note,
        createdAt: step.at,
      })),
    );
    if (paid) {
      await db.insert(orderPayments).values({
        orderId,
        amountWithVat: totals.totalWithVat,
        reference: `${seed.payment} ${number}`,
        recordedByUserId: seed.payment === 'card' ? null : staffId,
        createdAt: paid,
      });
    }
    if (seed.status === 'new' || seed.status === 'confirmed') {
      for (const { variant, quantity } of lines) {
        await db.execute(sql`update variants set stock = stock - ${quantity} where id = ${variant.id}`);
      }
    }
    if (customerId !== null && handedOver && paid && seed.payment === 'invoice') {
      invoices.push({
        customerId,
        orderId,
        channel: channelId,
        currency: channel.currency,
        totalWithoutVat: totals.totalWithoutVat,
        totalWithVat: totals.totalWithVat,
        issuedAt: handedOver,
        dueAt: new Date(handedOver.getTime() + paymentDueDays * DAY_MS),
        paidAt: paid,
      });
    }
  }
  const counters = numbering.rows();
  if (counters.length > 0) await db.insert(orderNumberCounters).values(counters);
  return invoices;
}
