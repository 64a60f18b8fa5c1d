import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type {
  AdminProductListQuery,
  AdminProductRow,
  ProductFlagFilter,
} from '@/lib/api/contract/admin/products';
import type { Locale } from '@/lib/config/locales';
import type { Db } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { imageRef } from '@/lib/server/services/media';
import { pageWindow, sortOrder } from '../list-helpers';

interface MediaRow {
  path: string;
  width: number | null;
  height: number | null;
}

const flagConditions: Record<ProductFlagFilter, SQL> = {
  new: sql`${products.isNew}`,
  recommended: sql`${products.isRecommended}`,
  sale: sql`${products.isSale}`,
  clearance: sql`${products.isClearance}`,
  inactive: sql`not ${products.isActive}`,
};

/** The code of the product's first variant: the one the admin searches and reads. */
export const firstVariantCode = sql<string | null>`(select v.code from variants v
  where v.product_id = products.id order by v.position, v.id limit 1)`;

const totalStock = sql<number>`coalesce((
  select sum(v.stock) from variants v where v.product_id = products.id
), 0)::integer`;

/** The product's name in `locale`, else in another language it has (the admin's lists and pickers). */
export function productNameIn(locale: Locale): SQL<string> {
  return sql<string>`coalesce(
    (select t.name from product_translations t where t.product_id = products.id and t.locale = ${locale}),
    (select t.name from product_translations t where t.product_id = products.id order by t.locale limit 1),
    ''
  )`;
}

/** Search by any language's name or by a variant code / EAN; then the filters of the list. */
function listConditions(query: AdminProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        sql`exists (select 1 from product_translations t where t.product_id = products.id
              and t.name ilike ${pattern})`,
        sql`exists (select 1 from variants v where v.product_id = products.id
              and (v.code ilike ${pattern} or v.ean = ${query.q}))`,
      ),
    );
  }
  if (query.category) {
    conditions.push(
      or(
        eq(products.mainCategoryId, query.category),
        sql`exists (select 1 from product_categories pc where pc.product_id = products.id
              and pc.category_id = ${query.category})`,
      ),
    );
  }
  if (query.brand) conditions.push(eq(products.brandId, query.brand));
  if (query.flag) conditions.push(flagConditions[query.flag]);
  if (query.in_stock === '1') conditions.push(sql`${totalStock} > 0`);
  if (query.in_stock === '0') conditions.push(sql`${totalStock} <= 0`);
  if (query.boosted) conditions.push(sql`${products.boostScore} <> 0`);
  return and(...conditions);
}

/** The products page's list: one page of products matching the search and filters, in the chosen order. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
  locale: Locale,
): Promise<AdminListResponse<AdminProductRow>> {
  const where = listConditions(query);
  const name = productNameIn(locale);
  const order = sortOrder(
    query,
    {
      name: sql`lower(${name})`,
      id: products.id,
      stock: totalStock,
      boost: products.boostScore,
      updated: products.updatedAt,
    },
    'id',
    products.id,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        name,
        slug: sql<string>`coalesce((select t.slug from product_translations t
          where t.product_id = products.id and t.locale = ${locale}), '')`,
        code: firstVariantCode,
        variants: sql<number>`(select count(*) from variants v where v.product_id = products.id)::integer`,
        brand: sql<string | null>`(select b.name from brands b where b.id = products.brand_id)`,
        category: sql<string | null>`(select ct.name from category_translations ct
          where ct.category_id = products.main_category_id and ct.locale = ${locale})`,
        stock: totalStock,
        image: sql<MediaRow | null>`(select json_build_object('path', m.path, 'width', m.width, 'height', m.height)
          from product_images pi join media m on m.id = pi.media_id
          where pi.product_id = products.id order by pi.position, pi.media_id limit 1)`,
        boost_score: products.boostScore,
        is_new: products.isNew,
        is_recommended: products.isRecommended,
        is_sale: products.isSale,
        is_clearance: products.isClearance,
        is_active: products.isActive,
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      variants: Number(row.variants),
      stock: Number(row.stock),
      image: row.image ? imageRef(row.image) : null,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
