import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { topicTranslations, trendTranslations, trends } from '@/lib/server/db/schema';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { topicHrefs, trendHrefs } from '@/lib/server/services/content/content-hrefs';
import { getTopicPage, listTopicProductIds } from '@/lib/server/services/content/topics';
import { getTrend, listTrends } from '@/lib/server/services/content/trends';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const newestFirst = [
  'Letná terasa bez rozbitého skla',
  'Hotelová kúpeľňa bez plastových fľaštičiek',
  'Kávový bar: šálka, ktorá drží teplotu',
];

describe.each(drivers)('trends and topics on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(() => database.dispose());

  it('lists trends newest first with a perex and an image', async () => {
    const list = await listTrends(database.db, { locale: 'sk', page: 1, perPage: 12 });
    expect(list.items.map((trend) => trend.title)).toEqual(newestFirst);
    expect(list).toMatchObject({ page: 1, pageCount: 1 });
    expect(list.items[0]?.perex).toMatch(/^Na terase sa rozbije/);
    expect(list.items[0]?.image?.url).toMatch(/^\/media\/.+\.webp$/);
  });

  it('pages the list and clamps a page past the end to the last one', async () => {
    const second = await listTrends(database.db, { locale: 'sk', page: 2, perPage: 2 });
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.items.map((trend) => trend.title)).toEqual([newestFirst[2]]);
    expect((await listTrends(database.db, { locale: 'sk', page: 99, perPage: 2 })).page).toBe(2);
    expect((await listTrends(database.db, { locale: 'sk', page: -3, perPage: 2 })).page).toBe(1);
  });

  it('reads an article by its slug with its linked products and its slug in every language', async () => {
    const trend = await getTrend(database.db, { locale: 'en', slug: 'summer-terrace-without-broken-glass' });
    expect(trend?.title).toBe('A summer terrace without broken glass');
    expect(trend?.content).toContain('<h2>');
    expect(trend?.productIds).toHaveLength(4);
    expect(trend?.slugs).toEqual({
      sk: 'letna-terasa-bez-rozbiteho-skla',
      cs: 'letni-terasa-bez-rozbiteho-skla',
      en: 'summer-terrace-without-broken-glass',
    });
    const metadata = contentMetadata({
      locale: 'en',
      title: trend!.title,
      description: trend!.perex,
      hrefs: trendHrefs(trend!.slugs),
      image: trend!.image,
      type: 'article',
    });
    expect(metadata.alternates?.languages).toEqual({
      sk: '/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla',
      cs: '/cs/trendy-a-inspiracie/letni-terasa-bez-rozbiteho-skla',
      en: '/en/trendy-a-inspiracie/summer-terrace-without-broken-glass',
      'x-default': '/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: trend!.image!.url }],
    });
  });

  it('finds no article for a slug of another language, an inactive or a future one', async () => {
    expect(
      await getTrend(database.db, { locale: 'sk', slug: 'summer-terrace-without-broken-glass' }),
    ).toBeNull();
    const trendWhere = (slug: string) =>
      inArray(
        trends.id,
        database.db
          .select({ id: trendTranslations.trendId })
          .from(trendTranslations)
          .where(eq(trendTranslations.slug, slug)),
      );
    await database.db
      .update(trends)
      .set({ isActive: false })
      .where(trendWhere('kavovy-bar-salka-ktora-drzi-teplotu'));
    expect(
      await getTrend(database.db, { locale: 'sk', slug: 'kavovy-bar-salka-ktora-drzi-teplotu' }),
    ).toBeNull();

    await database.db
      .update(trends)
      .set({ publishedAt: sql`now() + interval '1 day'` })
      .where(trendWhere('hotel-bathrooms-without-plastic-miniatures'));
    const listed = await listTrends(database.db, { locale: 'sk', page: 1, perPage: 12 });
    expect(listed.items.map((trend) => trend.title)).toEqual([newestFirst[0]]);
  });

  it('shows a topic with its sub-topics, and a sub-topic with its parent', async () => {
    const root = await getTopicPage(database.db, { locale: 'sk', slug: 'pre-restauracie' });
    expect(root).toMatchObject({ name: 'Pre reštaurácie', parent: null });
    expect(root?.content).toMatch(/^Všetko, na čom stojí prevádzka/);
    expect(root?.children[0]).toEqual({
      name: 'Servírovanie a stolovanie',
      slug: 'servirovanie-a-stolovanie',
    });
    expect(topicHrefs(root!.slugs).en).toEqual({
      pathname: '/topic-page/[slug]',
      params: { slug: 'for-restaurants' },
    });

    const child = await getTopicPage(database.db, { locale: 'cs', slug: 'servirovani-a-stolovani' });
    expect(child?.parent).toEqual({ name: 'Pro restaurace', slug: 'pro-restaurace' });
    expect(await getTopicPage(database.db, { locale: 'cs', slug: 'pre-restauracie' })).toBeNull();
  });

  it('offers a topic’s products from its categories and their subcategories', async () => {
    const topic = await getTopicPage(database.db, { locale: 'sk', slug: 'servirovanie-a-stolovanie' });
    const ids = await listTopicProductIds(database.db, { topicId: topic!.id, limit: 24 });
    expect(ids.length).toBeGreaterThan(0);
    const roots = sqlRows<{ slug: string }>(
      await database.db.execute(sql`
        select distinct ct.slug from products p
        join categories c on c.id = p.main_category_id
        join category_translations ct on ct.category_id = coalesce(c.root_id, c.id) and ct.locale = 'en'
        where p.id in ${ids}`),
    );
    for (const { slug } of roots) expect(['tableware', 'cutlery', 'glassware']).toContain(slug);
  });

  it('finds no inactive topic', async () => {
    const [row] = await database.db
      .select({ id: topicTranslations.topicId })
      .from(topicTranslations)
      .where(eq(topicTranslations.slug, 'for-restaurants'));
    await database.db.execute(sql`update topics set is_active = false where id = ${row!.id}`);
    expect(await getTopicPage(database.db, { locale: 'en', slug: 'for-restaurants' })).toBeNull();
  });
});
