import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import { AdminListToolbar } from './admin-list-toolbar';

interface AdminListPageProps {
  locale: Locale;
  section: AdminSection;
  /** The page's texts: its heading, intro, `notFound`, `searchPlaceholder` and `add`. */
  namespace: 'Admin.pages' | 'Admin.trends';
  /** The open form (`?new=1`, `?id=`), or null. */
  editor: ReactNode;
  creating: boolean;
  /** `?id=` names a record that is gone. */
  missing: boolean;
  /** The list. */
  children: ReactNode;
}

/** The body of a list-and-form admin page: heading, intro, the open form, search with "add", the list. */
export async function AdminListPage({
  locale,
  section,
  namespace,
  editor,
  creating,
  missing,
  children,
}: AdminListPageProps) {
  const texts = await getTranslations({ locale, namespace });
  const here = getPathname({ href: { pathname: '/admin/[page]', params: { page: section } }, locale });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{texts('heading')}</h1>
      <p className="max-w-3xl text-grey-700">{texts('intro')}</p>
      {editor}
      {missing && (
        <p role="alert" className="text-red">
          {texts('notFound')}
        </p>
      )}
      <AdminListToolbar
        searchPlaceholder={texts('searchPlaceholder')}
        addHref={creating ? null : here}
        addLabel={texts('add')}
      />
      {children}
    </div>
  );
}
