import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import type { MenuItem, MenuTree } from '@/lib/api/contract/menu';
import { categories } from '@/lib/server/db/schema';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const category = await import('@/app/api/category/route');
const topic = await import('@/app/api/topic/route');

type Handler = typeof category.GET;

function get(handler: Handler, url: string, headers: Record<string, string> = {}) {
  return handler(new Request(url, { headers }), { params: Promise.resolve({}) });
}

async function categoryMenu(query: string, headers: Record<string, string> = {}): Promise<MenuTree> {
  const response = await get(category.GET, `http://localhost/api/category/${query}`, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { categories: MenuTree }).categories;
}

async function topicMenu(query: string): Promise<MenuTree> {
  const response = await get(topic.GET, `http://localhost/api/topic/${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { topics: MenuTree }).topics;
}

function children(tree: MenuTree, parent: MenuItem | undefined): MenuItem[] {
  return tree.byParent[String(parent?.id)] ?? [];
}

describe.each(drivers)('category and topic menus on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('lists the 11 root categories in order with images, cached for 5 minutes', async () => {
    const response = await get(category.GET, 'http://localhost/api/category/?locale_id=sk');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { roots } = ((await response.json()) as { categories: MenuTree }).categories;
    expect(roots).toHaveLength(11);
    expect(roots.slice(0, 3).map((item) => item.name)).toEqual(['Stolovanie', 'Príbory', 'Sklo']);
    expect(roots[0]).toMatchObject({
      url: '/kategorie/stolovanie',
      is_root: true,
      has_child: true,
      parent_id: null,
      root_id: null,
      is_brand_taxon: false,
      open: false,
      order_number: 1,
      image: { url: expect.stringMatching(/^\/media\/.+\.webp$/), width: expect.any(Number) },
    });
    for (const root of roots) {
      expect(root.img_path).toBe(root.image?.url);
      expect(root.icon).toBe(root.icon_name);
    }
  });

  it('keys subcategories by their parent id, brand taxons flagged and after the others', async () => {
    const tree = await categoryMenu('?locale_id=sk');
    expect(Object.keys(tree.byParent).sort()).toEqual(tree.roots.map((root) => String(root.id)).sort());
    for (const [parentId, items] of Object.entries(tree.byParent)) {
      for (const item of items) {
        expect(item).toMatchObject({
          parent_id: Number(parentId),
          root_id: Number(parentId),
          is_root: false,
        });
      }
    }
    const tableware = children(tree, tree.roots[0]);
    expect(tableware.map((item) => item.name)).toContain('Taniere');
    const taxons = tableware.filter((item) => item.is_brand_taxon);
    expect(taxons.map((item) => item.name)).toEqual(['Porcelana Nova', 'Bistro Line', 'Tavola']);
    expect(tableware.slice(-3)).toEqual(taxons);
    expect(taxons[0]).toMatchObject({ url: '/kategorie/porcelana-nova', has_child: false });
    const orders = tableware.map((item) => item.order_number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('names and links the items in the requested locale', async () => {
    const cs = await categoryMenu('?locale_id=cs');
    expect(cs.roots[0]).toMatchObject({ name: 'Stolování', url: '/cs/kategorie/stolovani' });
    const en = await categoryMenu('?locale_id=en');
    expect(en.roots[0]).toMatchObject({ name: 'Tableware', url: '/en/category/tableware' });
    expect(children(en, en.roots[0])[0]?.url).toMatch(/^\/en\/category\/[a-z0-9-]+$/);
  });

  it('takes the request locale when locale_id is missing', async () => {
    const tree = await categoryMenu('', { 'x-user-locale': 'en' });
    expect(tree.roots[0]?.name).toBe('Tableware');
  });

  it('refuses an unsupported locale_id', async () => {
    for (const handler of [category.GET, topic.GET]) {
      const response = await get(handler, 'http://localhost/api/x/?locale_id=de');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { locale_id: expect.any(Array) },
      });
    }
  });

  it('lists topics with their sub-topics, without images', async () => {
    const sk = await topicMenu('?locale_id=sk');
    expect(sk.roots.length).toBeGreaterThan(1);
    expect(sk.roots[0]).toMatchObject({
      name: 'Pre reštaurácie',
      url: '/topic-page/pre-restauracie',
      is_root: true,
      has_child: true,
      is_brand_taxon: false,
      open: false,
    });
    const subTopics = children(sk, sk.roots[0]);
    expect(subTopics[0]).toMatchObject({
      name: 'Servírovanie a stolovanie',
      parent_id: sk.roots[0]?.id,
      root_id: sk.roots[0]?.id,
      has_child: false,
    });
    const all = [...sk.roots, ...Object.values(sk.byParent).flat()];
    expect(all.every((item) => item.image === null && item.img_path === null)).toBe(true);
    const en = await topicMenu('?locale_id=en');
    expect(en.roots[0]).toMatchObject({ name: 'For restaurants', url: '/en/topic-page/for-restaurants' });
  });

  it('leaves out inactive categories with everything under them', async () => {
    const { db } = current.database!;
    const before = await categoryMenu('?locale_id=sk');
    const glass = before.roots[2]!;
    const plates = children(before, before.roots[0]).find((item) => item.name === 'Taniere')!;
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, glass.id));
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, plates.id));
    try {
      const after = await categoryMenu('?locale_id=sk');
      expect(after.roots).toHaveLength(10);
      expect(after.roots.map((root) => root.name)).not.toContain('Sklo');
      expect(after.byParent[String(glass.id)]).toBeUndefined();
      expect(children(after, after.roots[0]).map((item) => item.name)).not.toContain('Taniere');
    } finally {
      await db.update(categories).set({ isActive: true }).where(eq(categories.id, glass.id));
      await db.update(categories).set({ isActive: true }).where(eq(categories.id, plates.id));
    }
  });
});
