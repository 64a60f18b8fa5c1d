import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { variantPrices, variants } from '@/lib/server/db/schema';
import { listRootCategories } from '@/lib/server/services/categories';
import { listBestSellerCards } from '@/lib/server/services/product-cards';
import { grossFromNet } from '@/lib/server/services/pricing';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(drivers)('what the home page reads, on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(() => database.dispose());

  it('lists the root categories in order, named in the page’s language, with images', async () => {
    const sk = await listRootCategories(database.db, 'sk');
    expect(sk.map((category) => category.name).slice(0, 3)).toEqual(['Stolovanie', 'Príbory', 'Sklo']);
    expect((await listRootCategories(database.db, 'cs'))[0]?.name).toBe('Stolování');
    const en = await listRootCategories(database.db, 'en');
    expect(en).toHaveLength(11);
    expect(en[0]).toMatchObject({
      name: 'Tableware',
      image: { url: expect.stringMatching(/^\/media\/.+\.webp$/) },
    });
  });

  it('prices best sellers in CZK with Czech VAT on the CZ shop', async () => {
    const cards = await listBestSellerCards(database.db, { locale: 'cs', channel: channels.cz, limit: 5 });
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(card.price.currency).toBe('CZK');
      expect(card.price.withVat).toBe(grossFromNet(card.price.withoutVat, card.price.vatRate));
      expect([21, 12]).toContain(card.price.vatRate);
    }
  });

  it('prices best sellers in EUR on the SK shop, deriving a missing EUR price from CZK', async () => {
    const [top] = await listBestSellerCards(database.db, { locale: 'sk', channel: channels.sk, limit: 1 });
    expect(top?.price.currency).toBe('EUR');
    const productVariants = await database.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, top!.id));
    const ids = productVariants.map((variant) => variant.id);
    await database.db
      .delete(variantPrices)
      .where(and(inArray(variantPrices.variantId, ids), eq(variantPrices.channel, 'sk')));
    await database.db
      .update(variantPrices)
      .set({ netPrice: 25200 })
      .where(and(inArray(variantPrices.variantId, ids), eq(variantPrices.channel, 'cz')));

    const [derived] = await listBestSellerCards(database.db, {
      locale: 'sk',
      channel: channels.sk,
      limit: 1,
    });
    expect(derived?.id).toBe(top!.id);
    expect(derived?.price.withoutVat).toBe(1000); // 252,00 Kč at 25.20 CZK/EUR
  });
});
