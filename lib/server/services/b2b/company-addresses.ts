import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyAddressSchema } from '@/lib/api/contract/b2b-company';
import type { SavedAddress } from '@/lib/api/contract/cart';
import type { Db, DbOrTx } from '@/lib/server/db';
import { addresses } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { assertMayManageCompany, type B2bCaller } from './b2b-caller';

type AddressInput = z.output<typeof companyAddressSchema>;
type AddressRow = typeof addresses.$inferSelect;

function view(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    is_billing: row.isBilling,
    is_delivery: row.isDelivery,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
  };
}

/**
 * A delivery address of the caller's customer. Another customer's address is not found; a billing address
 * (company data) is the shop's to change.
 */
async function ownDeliveryAddress(db: DbOrTx, caller: B2bCaller, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, caller.customerId)));
  if (!row) throw new AppError('ADDRESS_NOT_FOUND', undefined, { status: 404 });
  if (row.isBilling) throw new AppError('BILLING_ADDRESS_READ_ONLY', undefined, { status: 403 });
  return row;
}

export async function addDeliveryAddress(
  db: Db,
  caller: B2bCaller,
  input: AddressInput,
): Promise<SavedAddress> {
  assertMayManageCompany(caller);
  const [row] = await db
    .insert(addresses)
    .values({ ...input, customerId: caller.customerId, isBilling: false, isDelivery: true })
    .returning();
  return view(row!);
}

export async function updateDeliveryAddress(
  db: Db,
  caller: B2bCaller,
  id: number,
  input: AddressInput,
): Promise<SavedAddress> {
  assertMayManageCompany(caller);
  await ownDeliveryAddress(db, caller, id);
  const [row] = await db.update(addresses).set(input).where(eq(addresses.id, id)).returning();
  return view(row!);
}

/** Carts that had it chosen fall back to none (the foreign key sets it null). */
export async function deleteDeliveryAddress(db: Db, caller: B2bCaller, id: number): Promise<void> {
  assertMayManageCompany(caller);
  await ownDeliveryAddress(db, caller, id);
  await db.delete(addresses).where(eq(addresses.id, id));
}
