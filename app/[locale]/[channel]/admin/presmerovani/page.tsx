import { getTranslations } from 'next-intl/server';
import { RedirectEditor } from '@/components/admin/redirects/redirect-editor';
import { RedirectsTable } from '@/components/admin/redirects/redirects-table';
import { AdminListToolbar } from '@/components/admin/admin-list-toolbar';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getPathname } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';
import { getRedirect, listRedirects } from '@/lib/server/services/admin/redirects/admin-redirects';

type Props = PageProps<'/[locale]/[channel]/admin/presmerovani'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.redirects' });
  return { title: t('title'), robots: { index: false } };
}

async function redirectToEdit(id: unknown) {
  const parsed = adminIdParamsSchema.safeParse({ id });
  if (!parsed.success) return null;
  return foundOrNull(async () => getRedirect(await getDb(), parsed.data.id));
}

/** Admin `presmerovani`: the old paths the 404 page sends on, with the form of one (`?new=1`, `?id=`). */
export default async function RedirectsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'presmerovani');
  const search = await searchParams;
  const query = adminListQuerySchema.safeParse(search);
  const listQuery = query.success ? query.data : adminListQuerySchema.parse({});
  const [t, list, editing] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.redirects' }),
    getDb().then((db) => listRedirects(db, listQuery)),
    search.id ? redirectToEdit(search.id) : null,
  ]);
  const creating = search.new === '1';
  const here = getPathname({ href: { pathname: '/admin/[page]', params: { page: 'presmerovani' } }, locale });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl text-grey-700">{t('intro')}</p>
      {(creating || editing) && <RedirectEditor key={editing?.id ?? 'new'} redirect={editing} />}
      {search.id && !editing && (
        <p role="alert" className="text-red">
          {t('notFound')}
        </p>
      )}
      <AdminListToolbar
        searchPlaceholder={t('searchPlaceholder')}
        addHref={creating ? null : here}
        addLabel={t('add')}
      />
      <RedirectsTable list={list} state={listQuery} />
    </div>
  );
}
