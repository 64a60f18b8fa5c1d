import 'server-only';
import { eq } from 'drizzle-orm';
import type { CustomerUpdate } from '@/lib/api/contract/admin/customers';
import type { Db } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { customerNotFound } from './customer-detail';
import { isDealerUser } from './customer-list';

const columns = {
  name: 'name',
  name_short: 'nameShort',
  company_id: 'companyId',
  tax_id: 'taxId',
  vat_id: 'vatId',
  is_vat_payer: 'isVatPayer',
  country: 'country',
  channel: 'channel',
  email: 'email',
  phone: 'phone',
  discount_percentage: 'discountPercentage',
  payment_due_days: 'paymentDueDays',
  allow_invoice_payment: 'allowInvoicePayment',
  has_deposit: 'hasDeposit',
  deposit_percentage: 'depositPercentage',
  customer_data_requirements: 'customerDataRequirements',
  is_blocked: 'isBlocked',
  dealer_user_id: 'dealerUserId',
} as const satisfies Record<keyof CustomerUpdate, keyof typeof customers.$inferSelect>;

const emptyAsNull = (value: string) => (value === '' ? null : value);

/**
 * Saves a customer's company data and terms. The shop reads them on every request: a blocked customer's
 * users are stopped at their next page or call, new terms and discounts price the next cart.
 */
export async function updateCustomer(db: Db, caller: AdminCaller, id: number, input: CustomerUpdate) {
  if (input.dealer_user_id !== null && !(await isDealerUser(db, input.dealer_user_id))) {
    throw new AppError('DEALER_NOT_FOUND', undefined, {
      status: 422,
      fields: { dealer_user_id: ['required'] },
    });
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!before) throw customerNotFound();
    const values = {
      ...Object.fromEntries(
        Object.entries(columns).map(([field, column]) => [column, input[field as keyof CustomerUpdate]]),
      ),
      companyId: emptyAsNull(input.company_id),
      taxId: emptyAsNull(input.tax_id),
      vatId: emptyAsNull(input.vat_id),
      updatedAt: new Date(),
    } as Partial<typeof customers.$inferInsert>;
    const changed = Object.entries(columns)
      .filter(([, column]) => before[column] !== values[column])
      .map(([field]) => field);
    await tx.update(customers).set(values).where(eq(customers.id, id));
    await recordAudit(tx, caller, {
      action: 'update',
      entityId: id,
      summary: `${input.name}: ${changed.join(', ') || '—'}`,
    });
  });
}
