import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { type BankAccount, bankAccounts } from '@/lib/config/bank-accounts';
import { type ChannelId, channels, type CurrencyCode } from '@/lib/config/channels';
import { type SupplierIdentity, suppliers } from '@/lib/config/supplier';
import type { DbOrTx } from '@/lib/server/db';
import { addresses, customers, invoices, orderItems, orders } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { netOfGross } from '@/lib/server/services/cart/money-split';
import { variableSymbolOf } from '@/lib/server/services/orders/bank-transfer';
import { grossFromNet } from '@/lib/server/services/pricing';
import type { B2bCaller } from './b2b-caller';

/** One line of an invoice; `kind` names the lines that are not goods (their text is translated). */
export interface InvoiceLine {
  kind: 'item' | 'goods' | 'shipping' | 'payment' | 'discount';
  name: string;
  code: string | null;
  quantity: number;
  unitWithoutVat: number;
  /** Null for a discount spread over several rates. */
  vatRate: number | null;
  totalWithoutVat: number;
  totalWithVat: number;
}

export interface VatLine {
  rate: number;
  base: number;
  vat: number;
  total: number;
}

export interface InvoiceParty {
  name: string;
  street: string;
  city: string;
  zip: string;
  country: 'CZ' | 'SK';
  companyId: string | null;
  vatId: string | null;
}

/** Everything an invoice document shows, read for the caller's customer only. */
export interface InvoiceDocument {
  number: string;
  channel: ChannelId;
  currency: CurrencyCode;
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  variableSymbol: string;
  orderNumber: string | null;
  supplier: SupplierIdentity;
  bank: BankAccount;
  customer: InvoiceParty;
  lines: InvoiceLine[];
  vatSummary: VatLine[];
  totalWithoutVat: number;
  totalWithVat: number;
}

type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The rate of the channel that turns the net total into the gross one, else the one the totals imply. */
function impliedRate(channel: ChannelId, net: number, gross: number): number {
  const rates = Object.values(channels[channel].vatRates);
  const exact = rates.find((rate) => grossFromNet(net, rate) === gross);
  if (exact !== undefined || net === 0) return exact ?? channels[channel].vatRates.standard;
  return Math.round(((gross - net) * 100) / net);
}

/** An invoice without an order: one line for the goods it bills. */
function goodsLines(invoice: InvoiceRow): { lines: InvoiceLine[]; vatSummary: VatLine[] } {
  const net = invoice.totalWithoutVat;
  const gross = invoice.totalWithVat;
  const rate = impliedRate(invoice.channel, net, gross);
  return {
    lines: [
      {
        kind: 'goods',
        name: '',
        code: null,
        quantity: 1,
        unitWithoutVat: net,
        vatRate: rate,
        totalWithoutVat: net,
        totalWithVat: gross,
      },
    ],
    vatSummary: [{ rate, base: net, vat: gross - net, total: gross }],
  };
}

/** A priced service of the order (shipping, payment) at the shop's standard rate, as the cart bills it. */
function serviceLine(kind: 'shipping' | 'payment', name: string, gross: number, rate: number): InvoiceLine {
  const net = netOfGross(gross, rate);
  return {
    kind,
    name,
    code: null,
    quantity: 1,
    unitWithoutVat: net,
    vatRate: rate,
    totalWithoutVat: net,
    totalWithVat: gross,
  };
}

/** An invoice of an order: the order's items, its shipping, payment and discounts, and its VAT summary. */
async function orderLines(db: DbOrTx, order: OrderRow) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const standard = channels[order.channel].vatRates.standard;
  const lines: InvoiceLine[] = items.map((item) => ({
    kind: 'item',
    name: item.name,
    code: item.code,
    quantity: item.quantity,
    unitWithoutVat: item.unitPriceWithoutVat,
    vatRate: item.vatRate,
    totalWithoutVat: item.totalWithoutVat,
    totalWithVat: item.totalWithVat,
  }));
  if (order.shippingPrice > 0)
    lines.push(serviceLine('shipping', order.shippingName, order.shippingPrice, standard));
  if (order.paymentPrice > 0)
    lines.push(serviceLine('payment', order.paymentName, order.paymentPrice, standard));
  if (order.discountWithVat > 0) {
    lines.push({
      kind: 'discount',
      name: order.discounts.map((discount) => discount.code).join(', '),
      code: null,
      quantity: 1,
      unitWithoutVat: -order.discountWithoutVat,
      vatRate: null,
      totalWithoutVat: -order.discountWithoutVat,
      totalWithVat: -order.discountWithVat,
    });
  }
  return { lines, vatSummary: order.vatSummary };
}

async function billingParty(db: DbOrTx, customerId: number): Promise<InvoiceParty> {
  const [row] = await db
    .select({ customer: customers, address: addresses })
    .from(customers)
    .leftJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.isBilling, true)))
    .where(eq(customers.id, customerId))
    .orderBy(asc(addresses.id))
    .limit(1);
  const customer = row!.customer;
  return {
    name: customer.name,
    street: row?.address?.street ?? '',
    city: row?.address?.city ?? '',
    zip: row?.address?.zip ?? '',
    country: row?.address?.country ?? customer.country,
    companyId: customer.companyId,
    vatId: customer.vatId ?? customer.taxId,
  };
}

/** The invoice `id` of the caller's customer; any other id, someone else's included, is not found. */
export function loadInvoiceDocument(db: DbOrTx, caller: B2bCaller, id: number): Promise<InvoiceDocument> {
  return invoiceDocument(db, and(eq(invoices.id, id), eq(invoices.customerId, caller.customerId))!);
}

/** For the shop's staff: the invoice `id` issued for order `orderId`; another order's is not found. */
export function loadOrderInvoiceDocument(db: DbOrTx, orderId: number, id: number): Promise<InvoiceDocument> {
  return invoiceDocument(db, and(eq(invoices.id, id), eq(invoices.orderId, orderId))!);
}

async function invoiceDocument(db: DbOrTx, which: SQL): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(which);
  if (!row) throw new AppError('INVOICE_NOT_FOUND', undefined, { status: 404 });
  const { invoice, order } = row;
  const { lines, vatSummary } = order ? await orderLines(db, order) : goodsLines(invoice);
  return {
    number: invoice.number,
    channel: invoice.channel,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    paidAt: invoice.paidAt,
    variableSymbol: variableSymbolOf(invoice.number),
    orderNumber: order?.number ?? null,
    supplier: suppliers[invoice.channel],
    bank: bankAccounts[invoice.channel],
    customer: await billingParty(db, invoice.customerId),
    lines,
    vatSummary,
    totalWithoutVat: invoice.totalWithoutVat,
    totalWithVat: invoice.totalWithVat,
  };
}
