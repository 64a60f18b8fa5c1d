import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryInput, TopicInput } from '@/lib/api/contract/admin/categories';
import { auditLog, categories, categoryTranslations, products, topics } from '@/lib/server/db/schema';
import { listTopicProductIds } from '@/lib/server/services/content/topics';
import { getCategoryMenu } from '@/lib/server/services/menu';
import { call } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase } from './support/test-database';
import { provideTestState } from './support/mail-test-database';

const current = provideTestState();

const treeRoute = await import('@/app/api/admin/kategorie/route');
const categoryRoute = await import('@/app/api/admin/kategorie/[id]/route');
const moveRoute = await import('@/app/api/admin/kategorie/[id]/poradie/route');
const imageRoute = await import('@/app/api/admin/kategorie/[id]/obrazok/route');
const topicsRoute = await import('@/app/api/admin/kategorie/temy/route');
const topicRoute = await import('@/app/api/admin/kategorie/temy/[id]/route');
const topicMoveRoute = await import('@/app/api/admin/kategorie/temy/[id]/poradie/route');

const db = () => current.database!.db;
const allowed = ['dealer', 'superadmin'] as const;

function categoryInput(slug: string, parentId: number | null): CategoryInput {
  const text = (name: string) => ({ name, slug: `${slug}-${name.toLowerCase()}`, description: '' });
  return {
    translations: { sk: text('Sk'), cs: text('Cs'), en: text('En') },
    parent_id: parentId,
    icon_name: 'plate',
    menu_icon_name: '',
    is_active: true,
  };
}

function topicInput(slug: string): TopicInput {
  const text = (name: string) => ({ name, slug: `${slug}-${name.toLowerCase()}`, content: '<p>x</p>' });
  return {
    translations: { sk: text('Sk'), cs: text('Cs'), en: text('En') },
    parent_id: null,
    icon_name: '',
    is_active: true,
    category_ids: [],
  };
}

describe.each(drivers)('admin categories and topics on %s', (driver) => {
  let sessions: Record<AdminCallerKey, string>;
  let rootId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 5 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-admin-categories-'));
    sessions = await adminSessions(db());
    const [root] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.isBrandTaxon, false)))
      .limit(1);
    rootId = root!.id;
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });

  it('only dealers and superadmins may use the categories endpoints', async () => {
    const params = { id: String(rootId) };
    await expectOnlyRolesMayCall(treeRoute.GET, 'GET', '/api/admin/kategorie', sessions, allowed);
    await expectOnlyRolesMayCall(treeRoute.POST, 'POST', '/api/admin/kategorie', sessions, allowed, {
      body: categoryInput('x', null),
    });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        categoryRoute[method],
        method,
        '/api/admin/kategorie/1',
        sessions,
        allowed,
        {
          body: method === 'PUT' ? categoryInput('x', null) : undefined,
          params,
        },
      );
    }
    await expectOnlyRolesMayCall(
      moveRoute.POST,
      'POST',
      '/api/admin/kategorie/1/poradie',
      sessions,
      allowed,
      {
        body: { direction: 'up' },
        params,
      },
    );
    for (const method of ['PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        imageRoute[method],
        method,
        '/api/admin/kategorie/1/obrazok',
        sessions,
        allowed,
        {
          body: method === 'PUT' ? { data_url: 'data:image/png;base64,AAAA' } : undefined,
          params,
        },
      );
    }
    await expectOnlyRolesMayCall(topicsRoute.POST, 'POST', '/api/admin/kategorie/temy', sessions, allowed, {
      body: topicInput('x'),
    });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        topicRoute[method],
        method,
        '/api/admin/kategorie/temy/1',
        sessions,
        allowed,
        {
          body: method === 'PUT' ? topicInput('x') : undefined,
          params: { id: '1' },
        },
      );
    }
    await expectOnlyRolesMayCall(
      topicMoveRoute.POST,
      'POST',
      '/api/admin/kategorie/temy/1/poradie',
      sessions,
      allowed,
      {
        body: { direction: 'down' },
        params: { id: '1' },
      },
    );
    expect((await db().select({ total: count() }).from(auditLog))[0]!.total).toBe(0);
  });

  it('creates a subcategory the shop menu shows, moves it, gives it an image and deletes it', async () => {
    const created = await call(treeRoute.POST, 'POST', '/api/admin/kategorie', {
      token: sessions.dealer,
      body: categoryInput('novinka-menu', rootId),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const [row] = await db().select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ parentId: rootId, rootId, iconName: 'plate' });
    const menu = await getCategoryMenu(db(), 'sk');
    const children = menu.byParent[String(rootId)]!.map((child) => child.name);
    expect(children.at(-1)).toBe('Sk');

    const moved = await call(moveRoute.POST, 'POST', `/api/admin/kategorie/${id}/poradie`, {
      token: sessions.dealer,
      body: { direction: 'up' },
      params: { id: String(id) },
    });
    expect(moved.status).toBe(204);
    const after = (await getCategoryMenu(db(), 'sk')).byParent[String(rootId)]!;
    expect(after.at(-2)!.name).toBe('Sk');

    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const image = await call(imageRoute.PUT, 'PUT', `/api/admin/kategorie/${id}/obrazok`, {
      token: sessions.dealer,
      body: { data_url: `data:image/png;base64,${png.toString('base64')}` },
      params: { id: String(id) },
    });
    expect(image.status).toBe(204);
    const read = await (
      await call(categoryRoute.GET, 'GET', `/api/admin/kategorie/${id}`, {
        token: sessions.dealer,
        params: { id: String(id) },
      })
    ).json();
    expect(read.image).toMatchObject({
      url: expect.stringMatching(/^\/media\/uploads\/.+\.webp$/),
      width: 400,
      height: 400,
    });
    const file = path.join(current.dataDir, 'media', read.image.url.slice('/media/'.length));
    expect(await sharp(file).metadata()).toMatchObject({ width: 400, height: 400, format: 'webp' });

    const deleted = await call(categoryRoute.DELETE, 'DELETE', `/api/admin/kategorie/${id}`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(deleted.status).toBe(204);
    expect(await db().select().from(categories).where(eq(categories.id, id))).toEqual([]);
    await expect(stat(file)).rejects.toThrow();
  });

  it('refuses to delete a category with products or children, a cycle, a taken slug and invalid input', async () => {
    const audited = (await db().select({ total: count() }).from(auditLog))[0]!.total;
    const full = await call(categoryRoute.DELETE, 'DELETE', `/api/admin/kategorie/${rootId}`, {
      token: sessions.superadmin,
      params: { id: String(rootId) },
    });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      message: expect.stringMatching(/subcategories or products/),
    });
    expect(await db().select().from(categories).where(eq(categories.id, rootId))).toHaveLength(1);

    const [child] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, rootId))
      .limit(1);
    const rootNow = await (
      await call(categoryRoute.GET, 'GET', `/api/admin/kategorie/${rootId}`, {
        token: sessions.dealer,
        params: { id: String(rootId) },
      })
    ).json();
    const cycle = await call(categoryRoute.PUT, 'PUT', `/api/admin/kategorie/${rootId}`, {
      token: sessions.dealer,
      body: { ...rootNow.input, parent_id: child!.id },
      params: { id: String(rootId) },
    });
    expect(cycle.status).toBe(422);
    expect(await cycle.json()).toMatchObject({
      code: 'PARENT_CYCLE',
      fields: { parent_id: ['parentCycle'] },
    });

    const [taken] = await db()
      .select({ slug: categoryTranslations.slug })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.locale, 'sk'))
      .limit(1);
    const input = categoryInput('kolizia', null);
    input.translations.sk.slug = taken!.slug;
    const duplicate = await call(treeRoute.POST, 'POST', '/api/admin/kategorie', {
      token: sessions.dealer,
      body: input,
    });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).fields).toEqual({ 'translations.sk.slug': ['slugTaken'] });

    const invalid = await call(treeRoute.POST, 'POST', '/api/admin/kategorie', {
      token: sessions.dealer,
      body: { ...categoryInput('zle', null), icon_name: 'Not An Icon' },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toMatchObject({ icon_name: ['iconName'] });
    const badMove = await call(moveRoute.POST, 'POST', `/api/admin/kategorie/${rootId}/poradie`, {
      token: sessions.dealer,
      body: { direction: 'sideways' },
      params: { id: String(rootId) },
    });
    expect(badMove.status).toBe(400);
    expect((await db().select({ total: count() }).from(auditLog))[0]!.total).toBe(audited);
  });

  it('creates, moves and deletes topics; a topic with subtopics is refused', async () => {
    const parent = await (
      await call(topicsRoute.POST, 'POST', '/api/admin/kategorie/temy', {
        token: sessions.dealer,
        body: topicInput('rodic'),
      })
    ).json();
    const childInput = { ...topicInput('dieta'), parent_id: parent.id };
    const child = await call(topicsRoute.POST, 'POST', '/api/admin/kategorie/temy', {
      token: sessions.dealer,
      body: childInput,
    });
    expect(child.status).toBe(201);
    const refused = await call(topicRoute.DELETE, 'DELETE', `/api/admin/kategorie/temy/${parent.id}`, {
      token: sessions.dealer,
      params: { id: String(parent.id) },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TOPIC_NOT_EMPTY' });
    const up = await call(topicMoveRoute.POST, 'POST', `/api/admin/kategorie/temy/${parent.id}/poradie`, {
      token: sessions.dealer,
      body: { direction: 'up' },
      params: { id: String(parent.id) },
    });
    expect(up.status).toBe(204);
    const roots = await db()
      .select({ id: topics.id, order: topics.orderNumber })
      .from(topics)
      .where(isNull(topics.parentId));
    const sorted = [...roots].sort((a, b) => a.order - b.order || a.id - b.id).map((row) => row.id);
    expect(sorted.at(-2)).toBe(parent.id);
  });

  it('links a topic to categories: its page offers their products; unknown or repeated ones are refused', async () => {
    const [category] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(
        sql`exists (select 1 from products p where p.main_category_id = ${categories.id} and p.is_active)`,
      )
      .limit(1);
    const created = await call(topicsRoute.POST, 'POST', '/api/admin/kategorie/temy', {
      token: sessions.dealer,
      body: topicInput('prepojena'),
    });
    expect(created.status).toBe(201);
    const topic = await created.json();
    expect(await listTopicProductIds(db(), { topicId: topic.id, limit: 5 })).toEqual([]);

    const put = (categoryIds: number[]) =>
      call(topicRoute.PUT, 'PUT', `/api/admin/kategorie/temy/${topic.id}`, {
        token: sessions.dealer,
        params: { id: String(topic.id) },
        body: { ...topicInput('prepojena'), category_ids: categoryIds },
      });
    const linked = await put([category!.id]);
    expect(linked.status).toBe(200);
    expect((await linked.json()).input.category_ids).toEqual([category!.id]);
    const offered = await listTopicProductIds(db(), { topicId: topic.id, limit: 5 });
    expect(offered.length).toBeGreaterThan(0);
    const mains = await db()
      .select({ main: products.mainCategoryId })
      .from(products)
      .where(inArray(products.id, offered));
    expect(mains.some((row) => row.main === category!.id)).toBe(true);

    const unknown = await put([category!.id, 999_999]);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ fields: { category_ids: ['unknownCategory'] } });
    expect((await put([category!.id, category!.id])).status).toBe(400);
    const read = await call(topicRoute.GET, 'GET', `/api/admin/kategorie/temy/${topic.id}`, {
      token: sessions.dealer,
      params: { id: String(topic.id) },
    });
    expect((await read.json()).input.category_ids).toEqual([category!.id]);
  });
});
