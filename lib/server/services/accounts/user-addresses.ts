import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { addressRequestSchema } from '@/lib/api/contract/addresses';
import type { SavedAddress } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { DbOrTx } from '@/lib/server/db';
import { addresses } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { savedAddressView } from './saved-address-view';

export type AddressInput = z.output<typeof addressRequestSchema>;

/**
 * The signed-in user's own saved addresses (not a company's: those belong to `/b2b/nastaveni-uctu`).
 * Every read and write is limited to them, so another user's id answers 404 as an unknown one does.
 */
function ownedBy(user: SessionUser) {
  return and(eq(addresses.userId, user.id), isNull(addresses.customerId));
}

function addressNotFound(): AppError {
  return new AppError('ADDRESS_NOT_FOUND', undefined, { status: 404 });
}

function columnsOf(input: AddressInput, user: SessionUser) {
  return {
    isBilling: input.is_billing,
    isDelivery: input.is_delivery,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    street: input.street,
    city: input.city,
    zip: input.zip,
    country: input.country,
    phone: input.phone,
    email: user.email,
  };
}

export async function listUserAddresses(db: DbOrTx, user: SessionUser): Promise<SavedAddress[]> {
  const rows = await db.select().from(addresses).where(ownedBy(user)).orderBy(asc(addresses.id));
  return rows.map(savedAddressView);
}

export async function findUserAddress(db: DbOrTx, user: SessionUser, id: number): Promise<SavedAddress> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), ownedBy(user)));
  if (!row) throw addressNotFound();
  return savedAddressView(row);
}

export async function createUserAddress(
  db: DbOrTx,
  user: SessionUser,
  input: AddressInput,
): Promise<SavedAddress> {
  const [row] = await db
    .insert(addresses)
    .values({ userId: user.id, customerId: null, ...columnsOf(input, user) })
    .returning();
  return savedAddressView(row!);
}

export async function updateUserAddress(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  input: AddressInput,
): Promise<SavedAddress> {
  const [row] = await db
    .update(addresses)
    .set(columnsOf(input, user))
    .where(and(eq(addresses.id, id), ownedBy(user)))
    .returning();
  if (!row) throw addressNotFound();
  return savedAddressView(row);
}

/** A cart that had it selected simply has no saved address selected any more (the key is set null). */
export async function deleteUserAddress(db: DbOrTx, user: SessionUser, id: number): Promise<void> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), ownedBy(user)))
    .returning({ id: addresses.id });
  if (!row) throw addressNotFound();
}
