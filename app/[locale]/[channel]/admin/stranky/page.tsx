import { getTranslations } from 'next-intl/server';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { CmsPageEditor } from '@/components/admin/cms-pages/cms-page-editor';
import { CmsPagesTable } from '@/components/admin/cms-pages/cms-pages-table';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { getCmsPage, listCmsPages } from '@/lib/server/services/admin/cms-pages/cms-pages-admin';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';

type Props = PageProps<'/[locale]/[channel]/admin/stranky'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.pages' });
  return { title: t('heading'), robots: { index: false } };
}

async function pageToEdit(id: unknown) {
  const parsed = adminIdParamsSchema.safeParse({ id });
  if (!parsed.success) return null;
  return foundOrNull(async () => getCmsPage(await getDb(), parsed.data.id));
}

/** Admin `stranky`: the CMS pages (terms, contact, about…) and the form of one (`?new=1`, `?id=`). */
export default async function CmsPagesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'stranky');
  const search = await searchParams;
  const query = adminListQuerySchema.safeParse(search);
  const listQuery = query.success ? query.data : adminListQuerySchema.parse({});
  const [list, editing] = await Promise.all([
    getDb().then((db) => listCmsPages(db, listQuery, locale)),
    search.id ? pageToEdit(search.id) : null,
  ]);
  const creating = search.new === '1';
  return (
    <AdminListPage
      locale={locale}
      section="stranky"
      namespace="Admin.pages"
      editor={(creating || editing) && <CmsPageEditor key={editing?.id ?? 'new'} page={editing} />}
      creating={creating}
      missing={Boolean(search.id) && !editing}
    >
      <CmsPagesTable list={list} state={listQuery} />
    </AdminListPage>
  );
}
