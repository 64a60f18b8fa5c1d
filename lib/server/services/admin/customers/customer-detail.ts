import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerAddress, CustomerDetail } from '@/lib/api/contract/admin/customers';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  addresses,
  customerMemberships,
  customerPrices,
  customerRecommendedItems,
  customers,
  productTranslations,
  users,
  variantPrices,
  variants,
  variantTranslations,
} from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

export function customerNotFound(): AppError {
  return new AppError('CUSTOMER_NOT_FOUND', undefined, { status: 404 });
}

/** The customer's row, or 404 CUSTOMER_NOT_FOUND. */
export async function customerRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw customerNotFound();
  return row;
}

/** Product name and variant label of variants in `locale` (for lines the dealer reads). */
function variantNames(db: DbOrTx, locale: Locale) {
  return db
    .select({
      variantId: variants.id,
      code: variants.code,
      product: sql<string | null>`${productTranslations.name}`.as('product_name'),
      option: sql<string | null>`${variantTranslations.name}`.as('option_name'),
    })
    .from(variants)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, variants.productId), eq(productTranslations.locale, locale)),
    )
    .leftJoin(
      variantTranslations,
      and(eq(variantTranslations.variantId, variants.id), eq(variantTranslations.locale, locale)),
    )
    .as('variant_names');
}

function lineName(product: string | null, option: string | null, code: string): string {
  return [product, option].filter(Boolean).join(' – ') || code;
}

async function priceLines(db: DbOrTx, customerId: number, locale: Locale) {
  const names = variantNames(db, locale);
  const rows = await db
    .select({
      variant_id: customerPrices.variantId,
      channel: customerPrices.channel,
      net_price: customerPrices.netPrice,
      list_net_price: variantPrices.netPrice,
      code: names.code,
      product: names.product,
      option: names.option,
    })
    .from(customerPrices)
    .innerJoin(names, eq(names.variantId, customerPrices.variantId))
    .leftJoin(
      variantPrices,
      and(
        eq(variantPrices.variantId, customerPrices.variantId),
        eq(variantPrices.channel, customerPrices.channel),
      ),
    )
    .where(eq(customerPrices.customerId, customerId))
    .orderBy(asc(names.code), asc(customerPrices.channel));
  return rows.map(({ product, option, ...row }) => ({ ...row, name: lineName(product, option, row.code) }));
}

async function recommendedLines(db: DbOrTx, customerId: number, locale: Locale) {
  const names = variantNames(db, locale);
  const rows = await db
    .select({
      variant_id: customerRecommendedItems.variantId,
      quantity: customerRecommendedItems.quantity,
      code: names.code,
      product: names.product,
      option: names.option,
    })
    .from(customerRecommendedItems)
    .innerJoin(names, eq(names.variantId, customerRecommendedItems.variantId))
    .where(eq(customerRecommendedItems.customerId, customerId))
    .orderBy(asc(customerRecommendedItems.position), asc(names.code));
  return rows.map(({ product, option, ...row }) => ({ ...row, name: lineName(product, option, row.code) }));
}

async function addressLines(db: DbOrTx, customerId: number): Promise<CustomerAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  return rows.map((row) => ({
    id: row.id,
    is_billing: row.isBilling,
    is_delivery: row.isDelivery,
    company: row.company,
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
  }));
}

async function memberLines(db: DbOrTx, customerId: number) {
  const rows = await db
    .select({
      user_id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      b2b_account_type: customerMemberships.b2bAccountType,
    })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(eq(customerMemberships.customerId, customerId))
    .orderBy(asc(customerMemberships.b2bAccountType), asc(users.email));
  return rows.map(({ firstname, lastname, ...row }) => ({ ...row, name: `${firstname} ${lastname}`.trim() }));
}

/** Everything the customer page edits: company data, terms, addresses, prices, assortment, users. */
export async function customerDetail(db: DbOrTx, id: number, locale: Locale): Promise<CustomerDetail> {
  const row = await customerRow(db, id);
  const [addressList, prices, recommended, members] = await Promise.all([
    addressLines(db, id),
    priceLines(db, id, locale),
    recommendedLines(db, id, locale),
    memberLines(db, id),
  ]);
  return {
    id: row.id,
    name: row.name,
    name_short: row.nameShort,
    company_id: row.companyId ?? '',
    tax_id: row.taxId ?? '',
    vat_id: row.vatId ?? '',
    is_vat_payer: row.isVatPayer,
    country: row.country,
    channel: row.channel,
    email: row.email,
    phone: row.phone,
    discount_percentage: row.discountPercentage,
    payment_due_days: row.paymentDueDays,
    allow_invoice_payment: row.allowInvoicePayment,
    has_deposit: row.hasDeposit,
    deposit_percentage: row.depositPercentage,
    customer_data_requirements: row.customerDataRequirements,
    is_blocked: row.isBlocked,
    dealer_user_id: row.dealerUserId,
    approved_at: row.approvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    addresses: addressList,
    prices,
    recommended,
    members,
  };
}
