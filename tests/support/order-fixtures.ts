import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { PaymentType } from '@/lib/api/contract/cart';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { Db, DbOrTx } from '@/lib/server/db/types';
import { orderItems, orders, variants } from '@/lib/server/db/schema';

export interface OrderFixtureOptions {
  channel?: ChannelId;
  locale?: Locale;
  paymentType?: PaymentType;
  /** Pay a deposit now and the rest later with this payment. */
  depositRest?: { payNow: number; type: PaymentType } | null;
  paid?: number;
  email?: string;
  number?: string;
}

export interface OrderFixture {
  id: number;
  token: string;
  number: string;
}

const paymentNames: Record<PaymentType, string> = {
  BANK_TRANSFER: 'Bankový prevod',
  CASH_ON_DELIVERY: 'Dobierka',
  CARD: 'Platba kartou',
  CASH: 'Hotovosť',
  INVOICE: 'Faktúra',
};

/** Two lines at two VAT rates and courier shipping: 2 × 1 210 Kč (21 %), 1 × 560 Kč (12 %), 99 Kč. */
const czk = {
  items: [
    {
      code: 'FX-PLATE-27',
      name: 'Plytký tanier 27 cm',
      quantity: 2,
      rate: 21,
      unit: 121_000,
      unitNet: 100_000,
    },
    { code: 'FX-TOWEL-50', name: 'Uterák 50 × 100 cm', quantity: 1, rate: 12, unit: 56_000, unitNet: 50_000 },
  ],
  shipping: 9_900,
  goods: { gross: 298_000, net: 250_000 },
  total: { gross: 307_900, net: 258_182 },
  vat: [
    { rate: 21, base: 208_182, vat: 43_718, total: 251_900 },
    { rate: 12, base: 50_000, vat: 6_000, total: 56_000 },
  ],
};

/** One line at 23 %: 3 × 24,60 €, shipping 3,69 €. */
const eur = {
  items: [
    { code: 'FX-GLASS-35', name: 'Pohár na víno 35 cl', quantity: 3, rate: 23, unit: 2_460, unitNet: 2_000 },
  ],
  shipping: 369,
  goods: { gross: 7_380, net: 6_000 },
  total: { gross: 7_749, net: 6_300 },
  vat: [{ rate: 23, base: 6_300, vat: 1_449, total: 7_749 }],
};

/**
 * Writes a submitted order straight into the database (tests only): the rows the submit transaction
 * leaves behind, with a courier delivery and a Czech (CZK) or Slovak (EUR) price list.
 */
export async function insertOrderFixture(
  db: DbOrTx,
  options: OrderFixtureOptions = {},
): Promise<OrderFixture> {
  const channel = options.channel ?? 'cz';
  const prices = channel === 'cz' ? czk : eur;
  const paymentType = options.paymentType ?? 'BANK_TRANSFER';
  const token = randomBytes(32).toString('base64url');
  const number =
    options.number ??
    `2026-${channel.toUpperCase()}-${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
  const [variant] = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .orderBy(asc(variants.id))
    .limit(1);
  const deposit = options.depositRest ?? null;
  const paid = options.paid ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      number,
      token,
      channel,
      locale: options.locale ?? (channel === 'cz' ? 'cs' : 'sk'),
      currency: channel === 'cz' ? 'CZK' : 'EUR',
      paymentStatus: paid >= prices.total.gross ? 'paid' : paid > 0 ? 'deposit_paid' : 'unpaid',
      shippingName: 'Kuriér',
      paymentName: paymentNames[paymentType],
      paymentType,
      depositPaymentType: deposit ? 'deposit' : 'whole',
      depositRestPaymentType: deposit?.type ?? null,
      depositRestPaymentName: deposit ? paymentNames[deposit.type] : null,
      shippingPrice: prices.shipping,
      goodsTotalWithVat: prices.goods.gross,
      goodsTotalWithoutVat: prices.goods.net,
      totalWithVat: prices.total.gross,
      totalWithoutVat: prices.total.net,
      payDepositWithVat: deposit ? deposit.payNow : prices.total.gross,
      payDepositRestWithVat: deposit ? prices.total.gross - deposit.payNow : 0,
      paidWithVat: paid,
      vatSummary: prices.vat,
      billingAddress: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: options.email ?? 'jana.novakova@example.com',
        phone: '+420 602 123 456',
        street: 'Dlouhá 12',
        city: 'Praha',
        zip: '110 00',
        country: channel === 'cz' ? 'CZ' : 'SK',
      },
      note: 'Prosím volať pred doručením.',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    prices.items.map((item, index) => ({
      orderId: order!.id,
      productId: index === 0 ? (variant?.productId ?? null) : null,
      variantId: index === 0 ? (variant?.id ?? null) : null,
      code: item.code,
      name: item.name,
      quantity: item.quantity,
      vatRate: item.rate,
      unitPriceWithVat: item.unit,
      unitPriceWithoutVat: item.unitNet,
      totalWithVat: item.unit * item.quantity,
      totalWithoutVat: item.unitNet * item.quantity,
    })),
  );
  return { id: order!.id, token, number };
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
