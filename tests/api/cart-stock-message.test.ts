import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api/contract/cart';
import { provideDatabase } from '@/lib/server/db';
import { variants } from '@/lib/server/db/schema';
import { cartTokenSetBy, pickVariants, putTo, type CallOptions } from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const addRoute = await import('@/app/api/cart/add-to-cart/route');
const changeRoute = await import('@/app/api/cart/change-quantity/route');

function add(variantId: number, quantity: number, options: CallOptions = {}) {
  return putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variantId, quantity }, options);
}

async function refusal(response: Response) {
  expect(response.status).toBe(422);
  return response.json();
}

describe.each(drivers)('a quantity above the stock on %s', (driver) => {
  let pieces: number;
  let pack: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    const db = current.database.db;
    [{ id: pieces }, { id: pack }] = await pickVariants(db, sql`not v.backorder`, 2).then((picked) =>
      picked.map(({ id }) => ({ id })),
    );
    const loose = { backorder: false, minQuantity: 1, stepQuantity: 1 };
    await db
      .update(variants)
      .set({ ...loose, stock: 69, unitPieces: 1 })
      .where(eq(variants.id, pieces));
    await db
      .update(variants)
      .set({ ...loose, stock: 3, unitPieces: 12, packQuantity: 24 })
      .where(eq(variants.id, pack));
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('says how many are in stock and how many can still be added, in the shopper’s language', async () => {
    expect(await refusal(await add(pieces, 9_999, { locale: 'sk' }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Skladom je len 69 ks; do košíka môžete pridať ešte 69 ks.',
    });
    expect((await refusal(await add(pieces, 70, { locale: 'cs' }))).message).toBe(
      'Skladem je jen 69 ks; do košíku můžete přidat ještě 69 ks.',
    );
    expect((await refusal(await add(pieces, 70, { locale: 'en' }))).message).toBe(
      'Only 69 pcs in stock; you can add 69 more pcs to the cart.',
    );
  });

  it('counts what the cart already holds, in packs with their pieces', async () => {
    const cartToken = cartTokenSetBy(await add(pack, 2, { locale: 'sk' }))!;
    expect(cartToken).toBeTruthy();
    expect((await refusal(await add(pack, 5, { locale: 'sk', cartToken }))).message).toBe(
      'Skladom je len 3 balenia = 36 ks; do košíka môžete pridať ešte 1 balenie = 12 ks.',
    );
    expect((await refusal(await add(pack, 2, { locale: 'en', cartToken }))).message).toBe(
      'Only 3 packs = 36 pcs in stock; you can add 1 more pack = 12 pcs to the cart.',
    );
    const added = await add(pack, 1, { locale: 'sk', cartToken });
    expect(added.status).toBe(200);
    const cart: Cart = (await added.json()).cart;
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      item_variant: { unit_pieces: 12, pack_quantity: 24 },
    });
    expect((await refusal(await add(pack, 1, { locale: 'sk', cartToken }))).message).toBe(
      'Skladom je len 3 balenia = 36 ks a všetko už máte v košíku.',
    );
  });

  it('says the same when a line in the cart is set above the stock', async () => {
    const cartToken = cartTokenSetBy(await add(pieces, 1, { locale: 'sk' }))!;
    const response = await putTo(
      changeRoute.PUT,
      'change-quantity',
      { item_variant_id: pieces, quantity: 99 },
      { locale: 'sk', cartToken },
    );
    expect((await refusal(response)).message).toBe(
      'Skladom je len 69 ks; do košíka môžete pridať ešte 69 ks.',
    );
  });
});
