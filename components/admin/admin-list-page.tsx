import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import { AdminListToolbar } from './admin-list-toolbar';

/** The admin pages whose messages have `title`, `intro`, `notFound`, `searchPlaceholder` and `add`. */
type AdminListNamespace =
  'Admin.pages' | 'Admin.redirects' | 'Admin.banners' | 'Admin.slides' | 'Admin.trends';

interface AdminListPageProps {
  locale: Locale;
  section: AdminSection;
  namespace: AdminListNamespace;
  creating: boolean;
  missing: boolean;
  /** The form of the record being created or edited, if any. */
  editor: ReactNode;
  table: ReactNode;
}

/** The frame of an admin list page: title, intro, the open form, search with "add", and the list. */
export async function AdminListPage({
  locale,
  section,
  namespace,
  creating,
  missing,
  editor,
  table,
}: AdminListPageProps) {
  const t = await getTranslations({ locale, namespace });
  const here = getPathname({ href: { pathname: '/admin/[page]', params: { page: section } }, locale });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl text-grey-700">{t('intro')}</p>
      {editor}
      {missing && (
        <p role="alert" className="text-red">
          {t('notFound')}
        </p>
      )}
      <AdminListToolbar
        searchPlaceholder={t('searchPlaceholder')}
        addHref={creating ? null : here}
        addLabel={t('add')}
      />
      {table}
    </div>
  );
}

/** The list page's title in the browser tab; admin pages are never indexed. */
export async function adminListMetadata(locale: Locale, namespace: AdminListNamespace) {
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false } };
}
