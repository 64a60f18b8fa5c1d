import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerAddressSchema } from '@/lib/api/contract/admin/customers';
import type { Db, DbOrTx } from '@/lib/server/db';
import { addresses } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { customerRow } from './customer-detail';

type AddressInput = z.output<typeof customerAddressSchema>;

function columnsOf(input: AddressInput) {
  return {
    isBilling: input.is_billing,
    isDelivery: input.is_delivery,
    company: input.company,
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    city: input.city,
    zip: input.zip,
    country: input.country,
    phone: input.phone,
    email: input.email,
  };
}

function summaryOf(input: AddressInput): string {
  return `${input.street}, ${input.zip} ${input.city}`;
}

async function ownAddress(tx: DbOrTx, customerId: number, addressId: number): Promise<void> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!row) throw new AppError('ADDRESS_NOT_FOUND', undefined, { status: 404 });
}

/** A new billing and/or delivery address of the customer (the checkout offers it at once). */
export async function addCustomerAddress(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  input: AddressInput,
) {
  return db.transaction(async (tx) => {
    await customerRow(tx, customerId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf(input), customerId })
      .returning({ id: addresses.id });
    await recordAudit(tx, caller, { action: 'address-add', entityId: customerId, summary: summaryOf(input) });
    return { id: row!.id };
  });
}

export async function updateCustomerAddress(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  addressId: number,
  input: AddressInput,
) {
  await db.transaction(async (tx) => {
    await ownAddress(tx, customerId, addressId);
    await tx.update(addresses).set(columnsOf(input)).where(eq(addresses.id, addressId));
    await recordAudit(tx, caller, {
      action: 'address-update',
      entityId: customerId,
      summary: summaryOf(input),
    });
  });
}

export async function deleteCustomerAddress(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  addressId: number,
) {
  await db.transaction(async (tx) => {
    await ownAddress(tx, customerId, addressId);
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    await recordAudit(tx, caller, {
      action: 'address-delete',
      entityId: customerId,
      summary: `#${addressId}`,
    });
  });
}
