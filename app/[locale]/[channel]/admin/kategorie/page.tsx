import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { CategoriesOverview } from '@/components/admin/categories/categories-overview';
import { TreeNodeEditor } from '@/components/admin/categories/tree-node-editor';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { readAdminCategory, readAdminTopic } from '@/lib/server/services/admin/categories/category-read';
import { readAdminCategoryTree } from '@/lib/server/services/admin/categories/category-tree';

type Props = PageProps<'/[locale]/[channel]/admin/kategorie'>;

const idSchema = adminIdParamsSchema.shape.id.optional();
const viewSchema = z.object({
  new: z.enum(['category', 'topic']).optional(),
  id: idSchema,
  topic: idSchema,
});

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.categories' });
  return { title: t('title'), robots: { index: false } };
}

async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

/** Categories and topics: both trees, `?id=` / `?topic=` one node's form, `?new=category|topic` a new one. */
export default async function AdminCategoriesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'kategorie');
  const view = viewSchema.safeParse(await searchParams);
  const db = await getDb();
  const tree = await readAdminCategoryTree(db, locale);
  const data = view.success ? view.data : {};
  if (data.id) {
    const category = await orNotFound(readAdminCategory(db, data.id));
    return <TreeNodeEditor kind="category" node={category} nodes={tree.categories} />;
  }
  if (data.topic) {
    const topic = await orNotFound(readAdminTopic(db, data.topic));
    return <TreeNodeEditor kind="topic" node={topic} nodes={tree.topics} categories={tree.categories} />;
  }
  if (data.new === 'category') return <TreeNodeEditor kind="category" node={null} nodes={tree.categories} />;
  if (data.new === 'topic')
    return <TreeNodeEditor kind="topic" node={null} nodes={tree.topics} categories={tree.categories} />;
  return <CategoriesOverview tree={tree} />;
}
