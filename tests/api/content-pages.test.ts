import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { branches, cmsPageTranslations, cmsPages, products } from '@/lib/server/db/schema';
import { getBranchDirectory } from '@/lib/server/services/content/branches';
import { b2bTwinKey } from '@/lib/server/services/content/cms-page-routes';
import { getCmsPageByKey, getCmsPageBySlug, getCmsPageTitle } from '@/lib/server/services/content/cms-pages';
import { cmsPageHrefs } from '@/lib/server/services/content/content-hrefs';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(drivers)('CMS pages on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 10 });
  });
  afterAll(() => database.dispose());

  it('finds a fixed page by its key in each language, with its slug in every language', async () => {
    const sk = await getCmsPageByKey(database.db, 'terms', 'sk');
    expect(sk).toMatchObject({
      key: 'terms',
      title: 'Obchodné podmienky',
      slugs: { sk: 'obchodne-podmienky', cs: 'obchodne-podmienky', en: 'terms-and-conditions' },
    });
    expect(sk?.content).toContain('<h2>');
    expect(sk?.metaDescription).not.toBe('');
    expect((await getCmsPageByKey(database.db, 'terms', 'cs'))?.title).toBe('Obchodní podmínky');
    expect((await getCmsPageByKey(database.db, 'terms', 'en'))?.title).toBe('Terms and conditions');
  });

  it('finds any page by its slug in the page’s language only', async () => {
    const whyBuy = await getCmsPageBySlug(database.db, 'preco-nakupovat-u-nas', 'sk');
    expect(whyBuy?.key).toBe('why-buy');
    expect((await getCmsPageBySlug(database.db, 'why-buy-from-us', 'en'))?.key).toBe('why-buy');
    expect(await getCmsPageBySlug(database.db, 'why-buy-from-us', 'sk')).toBeNull();
    expect(await getCmsPageBySlug(database.db, 'xyz', 'sk')).toBeNull();
  });

  it('links consumer and business versions of terms, privacy and returns to each other', async () => {
    expect(b2bTwinKey('terms')).toBe('terms-b2b');
    expect(b2bTwinKey('terms-b2b')).toBe('terms');
    expect(b2bTwinKey('privacy')).toBe('privacy-b2b');
    expect(b2bTwinKey('returns-b2b')).toBe('returns');
    expect(b2bTwinKey('about')).toBeNull();
    expect(b2bTwinKey('return-form')).toBeNull();
    expect(await getCmsPageTitle(database.db, 'terms-b2b', 'sk')).toBe(
      'Obchodné podmienky pre firemných zákazníkov',
    );
  });

  it('builds canonical and hreflang from the route of a fixed page and from each slug otherwise', async () => {
    const terms = await getCmsPageByKey(database.db, 'terms', 'en');
    const metadata = contentMetadata({
      locale: 'en',
      title: terms!.title,
      description: terms!.metaDescription,
      hrefs: cmsPageHrefs(terms!),
    });
    expect(metadata.alternates).toEqual({
      canonical: '/en/terms-and-conditions',
      languages: {
        sk: '/obchodne-podmienky',
        cs: '/cs/obchodne-podmienky',
        en: '/en/terms-and-conditions',
        'x-default': '/obchodne-podmienky',
      },
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Terms and conditions',
      url: '/en/terms-and-conditions',
    });

    const whyBuy = await getCmsPageBySlug(database.db, 'proc-nakupovat-u-nas', 'cs');
    expect(cmsPageHrefs(whyBuy!)).toEqual({
      sk: { pathname: '/stranky/[slug]', params: { slug: 'preco-nakupovat-u-nas' } },
      cs: { pathname: '/stranky/[slug]', params: { slug: 'proc-nakupovat-u-nas' } },
      en: { pathname: '/stranky/[slug]', params: { slug: 'why-buy-from-us' } },
    });
  });

  it('sanitizes stored text again before it is shown', async () => {
    const page = await getCmsPageByKey(database.db, 'gift', 'sk');
    await database.db
      .update(cmsPageTranslations)
      .set({ content: '<p onclick="steal()">Darček</p><script>steal()</script><a href="javascript:x">a</a>' })
      .where(eq(cmsPageTranslations.pageId, page!.id));
    expect((await getCmsPageByKey(database.db, 'gift', 'sk'))?.content).toBe('<p>Darček</p><a>a</a>');
  });

  it('answers nothing for an inactive page or a language it is not translated to', async () => {
    const [dispatch] = await database.db.select().from(cmsPages).where(eq(cmsPages.key, 'dispatch'));
    await database.db.update(cmsPages).set({ isActive: false }).where(eq(cmsPages.id, dispatch!.id));
    expect(await getCmsPageByKey(database.db, 'dispatch', 'sk')).toBeNull();
    expect(await getCmsPageBySlug(database.db, 'expedice', 'sk')).toBeNull();

    const [partners] = await database.db.select().from(cmsPages).where(eq(cmsPages.key, 'partners'));
    await database.db.delete(cmsPageTranslations).where(eq(cmsPageTranslations.pageId, partners!.id));
    expect(await getCmsPageByKey(database.db, 'partners', 'en')).toBeNull();
  });

  it('lists the showrooms with opening hours and the active pickup points for the contact page', async () => {
    const directory = await getBranchDirectory(database.db);
    expect(directory.showrooms.map((branch) => branch.city)).toEqual(['Praha 10', 'Bratislava']);
    expect(directory.showrooms[1]).toMatchObject({
      street: 'Galvaniho 7',
      openingHours: 'Po–Pi 7:30–17:00, So 8:00–12:00',
    });
    expect(directory.pickupPoints).toHaveLength(60);

    await database.db.update(branches).set({ isActive: false }).where(eq(branches.code, 'HP-SK-001'));
    expect((await getBranchDirectory(database.db)).pickupPoints).toHaveLength(59);
  });

  it('gives product cards in the order asked for, leaving out inactive products', async () => {
    const [a, b, c] = await database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(3);
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, b!.id));
    const cards = await listProductCardsByIds(database.db, {
      locale: 'sk',
      channel: channels.sk,
      ids: [c!.id, b!.id, a!.id],
    });
    expect(cards.map((card) => card.id)).toEqual([c!.id, a!.id]);
    expect(cards[0]?.price.currency).toBe('EUR');
  });
});
