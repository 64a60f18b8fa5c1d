import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/sessions';
import type { DbOrTx } from '@/lib/server/db';
import {
  addresses,
  customerInvitations,
  favourites,
  invoices,
  orders,
  products,
  users,
} from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { customerIdOf, sessionOf, userIdOf } from './b2b-calls';

/**
 * Whose is what in the IDOR test: the consumer's records, Bistro Vltava's records, and every caller a
 * request can come from, including a second consumer and the other company's admin and manager.
 */

export const actors = [
  'anonymous',
  'customer',
  'otherCustomer',
  'bistroAdmin',
  'bistroManager',
  'hotelAdmin',
  'hotelManager',
  'dealer',
  'translator',
  'superadmin',
] as const;
export type Actor = (typeof actors)[number];

export interface IdorFixture {
  customerId: number;
  otherCustomerId: number;
  customerAddressId: number;
  customerOrderId: number;
  customerOrderNumber: string;
  favouriteProductId: number;
  bistroId: number;
  hotelId: number;
  bistroOrderId: number;
  bistroOrderNumber: string;
  bistroDeliveryAddressId: number;
  bistroBillingAddressId: number;
  bistroInvoiceId: number;
  bistroInvoiceNumber: string;
  bistroManagerUserId: number;
  bistroInvitationId: number;
}

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('the seed lacks a record the IDOR test needs');
  return row;
}

export async function buildIdorFixture(db: DbOrTx): Promise<IdorFixture> {
  const customerId = await userIdOf(db, demoUser('customer').email);
  const bistroId = await customerIdOf(db, 'bistroVltava');
  const { id: otherCustomerId } = await first(
    db
      .insert(users)
      .values({ email: 'druha.zakaznicka@horeca-shop.localhost', passwordHash: 'unused', firstname: 'Eva' })
      .returning({ id: users.id }),
  );
  const { id: favouriteProductId } = await first(db.select({ id: products.id }).from(products).limit(1));
  await db.insert(favourites).values({ userId: customerId, productId: favouriteProductId });
  const companyAddress = (delivery: boolean) =>
    first(
      db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, bistroId), eq(addresses.isDelivery, delivery))),
    );
  const { id: bistroInvitationId } = await first(
    db
      .insert(customerInvitations)
      .values({
        tokenHash: randomBytes(32).toString('hex'),
        customerId: bistroId,
        email: 'kolega@bistro-vltava.example',
        b2bAccountType: 'CUSTOMER_MANAGER',
        expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      })
      .returning({ id: customerInvitations.id }),
  );
  const customerOrder = await first(
    db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(and(eq(orders.userId, customerId), isNull(orders.customerId)))
      .orderBy(desc(orders.id)),
  );
  const bistroOrder = await first(
    db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.customerId, bistroId))
      .orderBy(desc(orders.id)),
  );
  const bistroInvoice = await first(
    db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.customerId, bistroId))
      .orderBy(desc(invoices.issuedAt)),
  );
  return {
    customerId,
    otherCustomerId,
    customerAddressId: (await first(db.select().from(addresses).where(eq(addresses.userId, customerId)))).id,
    customerOrderId: customerOrder.id,
    customerOrderNumber: customerOrder.number,
    favouriteProductId,
    bistroId,
    hotelId: await customerIdOf(db, 'hotelPromenada'),
    bistroOrderId: bistroOrder.id,
    bistroOrderNumber: bistroOrder.number,
    bistroDeliveryAddressId: (await companyAddress(true)).id,
    bistroBillingAddressId: (await companyAddress(false)).id,
    bistroInvoiceId: bistroInvoice.id,
    bistroInvoiceNumber: bistroInvoice.number,
    bistroManagerUserId: await userIdOf(db, demoUser('b2bManager').email),
    bistroInvitationId,
  };
}

/** A new session of the actor; the dealer acts for Hotel Promenáda, so Bistro's records are not this session's. */
export async function actorSession(db: DbOrTx, actor: Actor, fixture: IdorFixture): Promise<string | null> {
  switch (actor) {
    case 'anonymous':
      return null;
    case 'customer':
      return sessionOf(db, 'customer', null);
    case 'otherCustomer':
      return createSession(db, fixture.otherCustomerId, { ip: '203.0.113.50', userAgent: 'vitest' });
    case 'bistroAdmin':
      return sessionOf(db, 'b2bAdmin', 'bistroVltava');
    case 'bistroManager':
      return sessionOf(db, 'b2bManager', 'bistroVltava');
    case 'hotelAdmin':
      return sessionOf(db, 'b2bAdmin', 'hotelPromenada');
    case 'hotelManager':
      return sessionOf(db, 'b2bHotel', 'hotelPromenada');
    case 'dealer':
      return sessionOf(db, 'dealer', 'hotelPromenada');
    case 'translator':
      return sessionOf(db, 'translator', null);
    case 'superadmin':
      return sessionOf(db, 'superadmin', null);
  }
}
