import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { carts } from '@/lib/server/db/schema';
import { cartOwnerOf, type CartOwner, type CartShopper } from './cart-shopper';
import { cartTokenHash, newCartToken } from './cart-token';

export type CartRow = typeof carts.$inferSelect;

/** Namespace of the advisory locks that serialize changes of one owner's cart. */
const CART_LOCK_NAMESPACE = 727_002;

function userCartWhere(userId: number, customerId: number | null, channel: ChannelId) {
  return and(
    eq(carts.userId, userId),
    customerId === null ? isNull(carts.customerId) : eq(carts.customerId, customerId),
    eq(carts.channel, channel),
    eq(carts.status, 'WAITING'),
  );
}

/** The open cart of a signed-in user for a customer and channel. */
export async function findUserCart(
  db: DbOrTx,
  userId: number,
  customerId: number | null,
  channel: ChannelId,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(userCartWhere(userId, customerId, channel))
    .orderBy(asc(carts.id))
    .limit(1);
  return row ?? null;
}

/** The open anonymous cart of a token hash in a channel. */
export async function findVisitorCart(
  db: DbOrTx,
  tokenHash: string,
  channel: ChannelId,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.tokenHash, tokenHash),
        isNull(carts.userId),
        eq(carts.channel, channel),
        eq(carts.status, 'WAITING'),
      ),
    );
  return row ?? null;
}

/** The shopper's open cart in the request's channel, or null: looking never creates one. */
export async function findCart(db: DbOrTx, shopper: CartShopper): Promise<CartRow | null> {
  const owner = cartOwnerOf(shopper);
  if (owner.kind === 'user') return findUserCart(db, owner.userId, owner.customerId, shopper.channel.id);
  return owner.tokenHash ? findVisitorCart(db, owner.tokenHash, shopper.channel.id) : null;
}

function lockKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `token:${owner.tokenHash ?? ''}`;
}

/**
 * Serializes the changes of one owner's cart until the transaction ends: two tabs adding at once must
 * neither create two carts nor both pass the stock check on the old quantity.
 */
export async function lockCartOwner(tx: DbOrTx, owner: CartOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_NAMESPACE}, hashtext(${lockKey(owner)}))`);
}

export interface OpenedCart {
  cart: CartRow;
  /** The token of a new anonymous cart, for the cookie; null when the cookie stays as it is. */
  newToken: string | null;
}

async function openVisitorCart(tx: DbOrTx, shopper: CartShopper): Promise<OpenedCart> {
  const channel = shopper.channel.id;
  if (shopper.cartToken) {
    const tokenHash = cartTokenHash(shopper.cartToken, channel);
    await lockCartOwner(tx, { kind: 'visitor', tokenHash });
    const [existing] = await tx.select().from(carts).where(eq(carts.tokenHash, tokenHash));
    if (!existing) {
      const [cart] = await tx.insert(carts).values({ tokenHash, channel }).returning();
      return { cart: cart!, newToken: null };
    }
    // A cart that was ordered (or taken over at login) keeps its hash: the visitor gets a new token.
    if (existing.status === 'WAITING' && existing.userId === null) return { cart: existing, newToken: null };
  }
  const token = newCartToken();
  const [cart] = await tx
    .insert(carts)
    .values({ tokenHash: cartTokenHash(token, channel), channel })
    .returning();
  return { cart: cart!, newToken: token };
}

/** The shopper's open cart in the channel, created when there is none; call inside a transaction. */
export async function openCart(tx: DbOrTx, shopper: CartShopper): Promise<OpenedCart> {
  const owner = cartOwnerOf(shopper);
  if (owner.kind === 'visitor') return openVisitorCart(tx, shopper);
  return { cart: await openUserCart(tx, owner.userId, owner.customerId, shopper.channel.id), newToken: null };
}

/** A signed-in user's open cart, created when there is none; call inside a transaction. */
export async function openUserCart(
  tx: DbOrTx,
  userId: number,
  customerId: number | null,
  channel: ChannelId,
): Promise<CartRow> {
  await lockCartOwner(tx, { kind: 'user', userId, customerId });
  const existing = await findUserCart(tx, userId, customerId, channel);
  if (existing) return existing;
  const [cart] = await tx.insert(carts).values({ userId, customerId, channel }).returning();
  return cart!;
}
