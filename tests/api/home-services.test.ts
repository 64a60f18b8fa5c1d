import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { locales } from '@/lib/config/locales';
import { banners, media, slides, variantPrices, variants } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listRootCategories } from '@/lib/server/services/categories';
import { listBanners } from '@/lib/server/services/content/banners';
import { promoHref } from '@/lib/server/services/content/promo-href';
import { listSlides } from '@/lib/server/services/content/slides';
import { HOME_ROW_CARDS, loadHomePage } from '@/lib/server/services/home-page';
import { grossFromNet } from '@/lib/server/services/pricing';
import { listSpecialListCards } from '@/lib/server/services/product-cards';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { nbAmounts } from '../support/no-break';

const DAY = 86_400_000;

describe.each(drivers)('what the home page reads, on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(() => database.dispose());

  /** Active products with a price, as the list orders them: the cards must be their first ones. */
  async function expectedIds(where: string, orderBy: string, limit: number) {
    const rows = sqlRows<{ id: number }>(
      await database.db.execute(
        sql.raw(`
          select p.id from products p
          where p.is_active and ${where}
            and exists (select 1 from variants v join variant_prices vp on vp.variant_id = v.id
                        where v.product_id = p.id and v.is_active and vp.channel = 'cz')
          order by ${orderBy} limit ${limit}
        `),
      ),
    );
    return rows.map((row) => row.id);
  }

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

  it('starts the news, best-seller and recommended rows with the first products of their lists', async () => {
    const shop = { locale: 'cs' as const, channel: channels.cz, limit: HOME_ROW_CARDS };
    const news = await listSpecialListCards(database.db, { ...shop, list: 'news' });
    expect(news.length).toBeGreaterThan(0);
    expect(news.map((card) => card.id)).toEqual(
      await expectedIds('p.is_new', 'p.created_at desc, p.id desc', HOME_ROW_CARDS),
    );
    expect(news.every((card) => card.flags.isNew)).toBe(true);

    const bestSellers = await listSpecialListCards(database.db, { ...shop, list: 'mostSold' });
    expect(bestSellers).toHaveLength(HOME_ROW_CARDS);
    expect(bestSellers.map((card) => card.id)).toEqual(
      await expectedIds('p.sales_count > 0', 'p.sales_count desc, p.id', HOME_ROW_CARDS),
    );

    const recommended = await listSpecialListCards(database.db, { ...shop, list: 'recommended' });
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((card) => card.id)).toEqual(
      await expectedIds(
        '(p.is_recommended or p.boost_score > 0)',
        'p.boost_score desc, p.sales_count desc, p.id',
        HOME_ROW_CARDS,
      ),
    );
  });

  it('prices the cards in CZK with Czech VAT on the CZ shop', async () => {
    const cards = await listSpecialListCards(database.db, {
      list: 'mostSold',
      locale: 'cs',
      channel: channels.cz,
      limit: 5,
    });
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(card.price.currency).toBe('CZK');
      expect(card.price.withVat).toBe(grossFromNet(card.price.withoutVat, card.price.vatRate));
      expect([21, 12]).toContain(card.price.vatRate);
    }
  });

  it('prices the cards in EUR on the SK shop, deriving a missing EUR price from CZK', async () => {
    const topSeller = { list: 'mostSold' as const, locale: 'sk' as const, channel: channels.sk, limit: 1 };
    const [top] = await listSpecialListCards(database.db, topSeller);
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

    const [derived] = await listSpecialListCards(database.db, topSeller);
    expect(derived?.id).toBe(top!.id);
    expect(derived?.price.withoutVat).toBe(1000); // 252,00 Kč at 25.20 CZK/EUR
  });

  it('shows the seeded slides of the language in order, with their picture and a localized link', async () => {
    const sk = await listSlides(database.db, { locale: 'sk', channel: 'cz' });
    expect(sk.map((slide) => slide.title)).toEqual([
      'Nová kolekcia porcelánu',
      'Firemný účet s vlastnými cenami',
      'Zľavy a posledné kusy',
    ]);
    expect(sk.map((slide) => slide.href)).toEqual(['/novinky', '/pro-firmy', '/slevy']);
    expect(sk[0]?.image).toEqual({
      url: expect.stringMatching(/^\/media\/catalog\/promo-slide-[a-z-]+\.webp$/),
      width: 1600,
      height: 640,
    });
    const en = await listSlides(database.db, { locale: 'en', channel: 'sk' });
    expect(en[0]).toMatchObject({ title: 'New porcelain collection', href: '/en/novinky' });
    expect((await listSlides(database.db, { locale: 'cs', channel: 'sk' }))[2]?.href).toBe('/cs/slevy');
  });

  it('shows a slide only in its language and shop, while active and while it has a picture', async () => {
    const [picture] = await database.db.select({ id: media.id }).from(media).limit(1);
    const inserted = await database.db
      .insert(slides)
      .values([
        { title: 'Len na Slovensku', link: '/kontakt', locale: 'sk', channel: 'sk', mediaId: picture!.id },
        { title: 'Vypnutá', locale: 'sk', mediaId: picture!.id, isActive: false },
        { title: 'Bez obrázka', locale: 'sk', mediaId: null },
      ])
      .returning({ id: slides.id });
    const titles = async (locale: 'sk' | 'cs', channel: 'cz' | 'sk') =>
      (await listSlides(database.db, { locale, channel })).map((slide) => slide.title);
    expect(await titles('sk', 'sk')).toContain('Len na Slovensku');
    expect(await titles('sk', 'cz')).not.toContain('Len na Slovensku');
    expect(await titles('cs', 'sk')).not.toContain('Len na Slovensku');
    expect(await titles('sk', 'sk')).not.toContain('Vypnutá');
    expect(await titles('sk', 'sk')).not.toContain('Bez obrázka');
    await database.db.delete(slides).where(
      inArray(
        slides.id,
        inserted.map((row) => row.id),
      ),
    );
  });

  it('shows each shop its own delivery banner beside the slideshow, in every language', async () => {
    const top = (locale: 'sk' | 'cs' | 'en', channel: 'cz' | 'sk') =>
      listBanners(database.db, { placement: 'home-top', locale, channel });
    expect((await top('cs', 'cz')).map((banner) => banner.title)).toEqual([
      nbAmounts('Doprava zdarma při nákupu od 3 000 Kč'),
      'Individuální ceny pro restaurace a hotely',
    ]);
    expect((await top('sk', 'sk')).map((banner) => banner.title)).toEqual([
      nbAmounts('Doprava zadarmo pri nákupe od 120 €'),
      'Individuálne ceny pre reštaurácie a hotely',
    ]);
    const english = await top('en', 'sk');
    expect(english.map((banner) => banner.href)).toEqual(['/en/doprava', '/en/pro-firmy']);
    expect(english[0]?.image).toMatchObject({ width: 800, height: 400 });
    for (const locale of locales) {
      const [strip] = await listBanners(database.db, { placement: 'home-middle', locale, channel: 'cz' });
      expect(strip?.href).toBe(promoHref(locale, '/trendy-a-inspiracie'));
      expect(strip?.image).toMatchObject({ width: 1600, height: 400 });
    }
  });

  it('shows a banner only within its validity', async () => {
    const titlesAt = async (now: Date) =>
      (await listBanners(database.db, { placement: 'home-top', locale: 'en', channel: 'cz', now })).map(
        (banner) => banner.title,
      );
    const today = await titlesAt(new Date());
    expect(today).not.toContain('Winter sale –30 %');
    expect(today).not.toContain('Meet us at the HORECA trade fair');
    expect(await titlesAt(new Date(Date.now() + 10 * DAY))).toContain('Meet us at the HORECA trade fair');
    expect(await titlesAt(new Date(Date.now() + 40 * DAY))).not.toContain('Meet us at the HORECA trade fair');
    expect(await titlesAt(new Date(Date.now() - 10 * DAY))).toContain('Winter sale –30 %');

    await database.db.update(banners).set({ isActive: false }).where(eq(banners.link, '/pro-firmy'));
    expect(await titlesAt(new Date())).toEqual([nbAmounts('Free delivery on orders from 3 000 Kč')]);
    await database.db.update(banners).set({ isActive: true }).where(eq(banners.link, '/pro-firmy'));
  });

  it('localizes a slide or banner link and refuses one that is not a path or an http(s) address', () => {
    expect(promoHref('en', '/hladaj?q=tanier')).toBe('/en/search?q=tanier');
    expect(promoHref('cs', '/kontakt#pobocky')).toBe('/cs/kontakt#pobocky');
    expect(promoHref('sk', '/veletrh')).toBe('/veletrh');
    expect(promoHref('en', '/veletrh')).toBe('/en/trade-fair');
    expect(promoHref('en', '/kategorie/sklo')).toBe('/en/kategorie/sklo');
    expect(promoHref('sk', 'https://www.example.com/akcia')).toBe('https://www.example.com/akcia');
    expect(promoHref('sk', 'javascript:alert(1)')).toBeNull();
    expect(promoHref('sk', '//evil.example/path')).toBeNull();
  });

  it('gives the home page every section in every language and both currencies', async () => {
    for (const channel of [channels.cz, channels.sk]) {
      for (const locale of locales) {
        const home = await loadHomePage(database.db, { locale, channel });
        expect(home.slides, `${locale} ${channel.id}`).toHaveLength(3);
        expect(home.topBanners).toHaveLength(2);
        expect(home.middleBanners).toHaveLength(1);
        expect(home.categories).toHaveLength(11);
        for (const row of [home.news, home.bestSellers, home.recommended]) {
          expect(row.length).toBeGreaterThan(0);
          expect(row.every((card) => card.price.currency === channel.currency)).toBe(true);
        }
      }
    }
  });
});
