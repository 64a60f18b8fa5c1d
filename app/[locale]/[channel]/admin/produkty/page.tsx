import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ProductEditor } from '@/components/admin/products/product-editor';
import { ProductList } from '@/components/admin/products/product-list';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { adminProductListQuerySchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { productChoices } from '@/lib/server/services/admin/products/product-choices';
import { listAdminProducts } from '@/lib/server/services/admin/products/product-list';
import { readAdminProduct } from '@/lib/server/services/admin/products/product-read';

type Props = PageProps<'/[locale]/[channel]/admin/produkty'>;

const viewSchema = z.object({ new: z.literal('1').optional(), id: adminIdParamsSchema.shape.id.optional() });

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.products' });
  return { title: t('title'), robots: { index: false } };
}

async function readProduct(id: number) {
  try {
    return await readAdminProduct(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

/** Products: the searchable list, `?new=1` a new product, `?id=…` one product's form with its photos. */
export default async function AdminProductsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'produkty');
  const raw = await searchParams;
  const view = viewSchema.safeParse(raw);
  const db = await getDb();
  const choices = await productChoices(db, locale);
  if (view.success && view.data.id) {
    return <ProductEditor choices={choices} product={await readProduct(view.data.id)} />;
  }
  if (view.success && view.data.new) return <ProductEditor choices={choices} product={null} />;
  const query = adminProductListQuerySchema.safeParse(raw);
  const list = await listAdminProducts(
    db,
    query.success ? query.data : adminProductListQuerySchema.parse({}),
    locale,
  );
  return <ProductList list={list} choices={choices} query={query.success ? query.data : null} />;
}
