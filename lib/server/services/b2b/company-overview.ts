import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CompanyOverview } from '@/lib/api/contract/b2b-company';
import type { DbOrTx } from '@/lib/server/db';
import { customerMemberships, customers, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { listSavedAddresses } from '@/lib/server/services/cart/cart-addresses';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import type { B2bCaller } from './b2b-caller';
import { partnerDiscountView } from './partner-discount-view';

async function dealerOf(db: DbOrTx, dealerUserId: number | null): Promise<CompanyOverview['dealer']> {
  if (dealerUserId === null) return null;
  const [dealer] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, dealerUserId));
  if (!dealer) return null;
  return { name: `${dealer.firstname} ${dealer.lastname}`.trim(), email: dealer.email, phone: dealer.phone };
}

async function usersOf(db: DbOrTx, customerId: number): Promise<CompanyOverview['users']> {
  const rows = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      b2bAccountType: customerMemberships.b2bAccountType,
    })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(eq(customerMemberships.customerId, customerId))
    .orderBy(asc(customerMemberships.b2bAccountType), asc(users.lastname), asc(users.id));
  return rows.map((row) => ({
    name: `${row.firstname} ${row.lastname}`.trim() || row.email,
    email: row.email,
    b2b_account_type: row.b2bAccountType,
  }));
}

/**
 * The selected customer's company data, addresses, payment terms, dealer and users. Company and billing
 * data are the shop's to change; the customer's admins keep the delivery addresses.
 */
export async function companyOverview(db: DbOrTx, caller: B2bCaller): Promise<CompanyOverview> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, caller.customerId));
  if (!customer) throw new AppError('CUSTOMER_NOT_SELECTED', undefined, { status: 403 });
  const [addresses, terms, dealer, members] = await Promise.all([
    listSavedAddresses(db, caller.user),
    cartTermsOf(db, caller.user),
    dealerOf(db, customer.dealerUserId),
    caller.canManage ? usersOf(db, customer.id) : [],
  ]);
  return {
    company: {
      id: customer.id,
      name: customer.name,
      name_short: customer.nameShort,
      company_id: customer.companyId,
      tax_id: customer.taxId,
      vat_id: customer.vatId,
      is_vat_payer: customer.isVatPayer,
      country: customer.country,
      email: customer.email,
      phone: customer.phone,
      is_blocked: customer.isBlocked,
    },
    billing_addresses: addresses.filter((address) => address.is_billing),
    delivery_addresses: addresses.filter((address) => address.is_delivery && !address.is_billing),
    terms: {
      allow_invoice_payment: customer.allowInvoicePayment,
      payment_due_days: customer.paymentDueDays,
      has_deposit: customer.hasDeposit,
      deposit_percentage: customer.depositPercentage,
      discount_percentage: customer.discountPercentage,
      partner_discount: partnerDiscountView(terms.partnerDiscount),
    },
    dealer,
    users: members,
    can_manage: caller.canManage,
  };
}
