import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyProduct, emptyVariant } from '@/components/admin/products/product-defaults';
import type { ProductInput } from '@/lib/api/contract/admin/products';
import { channels } from '@/lib/config/channels';
import {
  cmsPageTranslations,
  productTranslations,
  topicTranslations,
  trendTranslations,
} from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { loadProductDetail } from '@/lib/server/services/catalog/product/product-detail';
import { getCmsPageBySlug } from '@/lib/server/services/content/cms-pages';
import { getTopicPage } from '@/lib/server/services/content/topics';
import { getTrend } from '@/lib/server/services/content/trends';
import { staffSession } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

/**
 * Script injection into every rich-text field the admin writes and the shop renders as HTML: CMS pages,
 * trend articles, topic pages and product descriptions. Each attack is gone from what is stored when it
 * is saved through the admin API, and from what the shop renders when it reaches the database some other
 * way (an import, an older version of the shop). Shipping and payment descriptions, category descriptions
 * and translation overrides are plain text that React escapes, not HTML.
 */

const SAFE_TEXT = 'Bezpečný text';
const attacks = [
  '<script>alert(1)</script>',
  '<img src="/media/a.webp" onerror="alert(2)">',
  '<a href="javascript:alert(3)">odkaz</a>',
  '<a href=" JaVaScRiPt:alert(4)">odkaz</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg onload="alert(5)"><circle r="1"/></svg>',
  '<p style="width: expression(alert(6))">štýl</p>',
  '<div style="background:url(javascript:alert(7))">pozadie</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==">dáta</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoOSk+">',
  '<object data="/evil.swf"></object><embed src="/evil.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(10)>',
  '<form action="https://evil.example/"><button formaction="javascript:alert(11)">x</button></form>',
];
const HOSTILE = `<p>${SAFE_TEXT}</p>${attacks.join('')}`;
const DANGER =
  /<(script|iframe|svg|object|embed|style|form|math)\b|\son[a-z]+\s*=|javascript:|data:|expression\s*\(|\sstyle\s*=/i;

function expectHarmless(html: string | undefined, label: string) {
  expect(html, label).toContain(SAFE_TEXT);
  expect(html, label).not.toMatch(DANGER);
}

const routes = {
  pages: await import('@/app/api/admin/stranky/route'),
  trends: await import('@/app/api/admin/trendy/route'),
  topics: await import('@/app/api/admin/kategorie/temy/route'),
  product: await import('@/app/api/admin/produkty/[id]/route'),
};

function threeLocales<T>(text: (locale: 'sk' | 'cs' | 'en') => T): Record<'sk' | 'cs' | 'en', T> {
  return { sk: text('sk'), cs: text('cs'), en: text('en') };
}

function productInput(ids: { category: number; brand: number; variant: number }): ProductInput {
  return {
    ...emptyProduct(),
    translations: threeLocales((locale) => ({
      name: `Pohár ${locale}`,
      slug: `pohar-utok-${locale}`,
      short_description: 'Krátky popis',
      description: HOSTILE,
      parameters: [],
    })),
    brand_id: ids.brand,
    main_category_id: ids.category,
    variants: [
      {
        ...emptyVariant(),
        id: ids.variant,
        code: 'UTOK-1',
        name: { sk: '1 ks', cs: '1 ks', en: '1 pc' },
        stock: 5,
        price_cz: 10_000,
        price_sk: 400,
      },
    ],
  };
}

const state = provideTestState();

describe.each(drivers)('rich text injection on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  let token: string;
  let ids: { product: number; category: number; brand: number; variant: number };

  beforeAll(async () => {
    token = await staffSession(db(), 'superadmin');
    const [row] = sqlRows<typeof ids>(
      await db().execute(sql`select p.id as product, p.main_category_id as category, p.brand_id as brand,
        (select min(v.id) from variants v where v.product_id = p.id) as variant
        from products p where p.brand_id is not null order by p.id limit 1`),
    );
    ids = row!;
  });

  async function post(route: keyof typeof routes, path: string, body: unknown) {
    const handler = (routes[route] as { POST: Parameters<typeof call>[0] }).POST;
    const response = await call(handler, 'POST', path, { token, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number };
  }

  it('a CMS page keeps none of it, as saved and as rendered', async () => {
    const texts = threeLocales((locale) => ({
      slug: `utok-${locale}`,
      title: 'Útok',
      meta_description: '',
      content: HOSTILE,
    }));
    const { id } = await post('pages', '/api/admin/stranky', {
      key: 'utok',
      is_active: true,
      translations: texts,
    });
    const stored = await db().select().from(cmsPageTranslations).where(eq(cmsPageTranslations.pageId, id));
    expect(stored).toHaveLength(3);
    for (const row of stored) expectHarmless(row.content, `stored ${row.locale}`);

    await db()
      .update(cmsPageTranslations)
      .set({ content: HOSTILE })
      .where(eq(cmsPageTranslations.pageId, id));
    expectHarmless((await getCmsPageBySlug(db(), 'utok-sk', 'sk'))?.content, 'rendered');
  });

  it('a trend article keeps none of it, as saved and as rendered', async () => {
    const texts = threeLocales((locale) => ({
      slug: `trend-utok-${locale}`,
      title: 'Útok',
      perex: '',
      content: HOSTILE,
    }));
    const { id } = await post('trends', '/api/admin/trendy', {
      is_active: true,
      published_at: '2024-03-01T09:30',
      media_id: null,
      product_ids: [],
      translations: texts,
    });
    const stored = await db().select().from(trendTranslations).where(eq(trendTranslations.trendId, id));
    expect(stored).toHaveLength(3);
    for (const row of stored) expectHarmless(row.content, `stored ${row.locale}`);

    await db().update(trendTranslations).set({ content: HOSTILE }).where(eq(trendTranslations.trendId, id));
    expectHarmless((await getTrend(db(), { locale: 'sk', slug: 'trend-utok-sk' }))?.content, 'rendered');
  });

  it('a topic page keeps none of it, as saved and as rendered', async () => {
    const texts = threeLocales((locale) => ({
      name: `Téma ${locale}`,
      slug: `tema-utok-${locale}`,
      content: HOSTILE,
    }));
    const { id } = await post('topics', '/api/admin/kategorie/temy', {
      translations: texts,
      parent_id: null,
      icon_name: '',
      is_active: true,
      category_ids: [],
    });
    const stored = await db().select().from(topicTranslations).where(eq(topicTranslations.topicId, id));
    expect(stored).toHaveLength(3);
    for (const row of stored) expectHarmless(row.content ?? undefined, `stored ${row.locale}`);

    await db().update(topicTranslations).set({ content: HOSTILE }).where(eq(topicTranslations.topicId, id));
    expectHarmless((await getTopicPage(db(), { locale: 'sk', slug: 'tema-utok-sk' }))?.content, 'rendered');
  });

  it('a product description keeps none of it, as saved and as rendered', async () => {
    const response = await call(routes.product.PUT, 'PUT', `/api/admin/produkty/${ids.product}`, {
      token,
      body: productInput(ids),
      params: { id: String(ids.product) },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await db()
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, ids.product));
    expect(stored).toHaveLength(3);
    for (const row of stored) expectHarmless(row.description, `stored ${row.locale}`);

    await db()
      .update(productTranslations)
      .set({ description: HOSTILE })
      .where(and(eq(productTranslations.productId, ids.product), eq(productTranslations.locale, 'sk')));
    const detail = await loadProductDetail(db(), {
      locale: 'sk',
      channel: channels.cz,
      slug: 'pohar-utok-sk',
    });
    expectHarmless(detail?.descriptionHtml, 'rendered');
  });
});
