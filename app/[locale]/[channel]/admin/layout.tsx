import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AdminNav } from '@/components/admin/admin-nav';
import { redirect } from 'next/navigation';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { allowedAdminSections } from '@/lib/server/auth/admin-sections';
import { hasAdminMenu } from '@/lib/server/auth/roles';
import { pageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';

/** Admin pages depend on the signed-in user: never cached. */
export const dynamic = 'force-dynamic';

/**
 * Spec §2/§6: the admin layout needs a signed-in user with the admin-menu permission; others go home.
 * The admin's texts reach the browser only here (the shop's pages leave the Admin messages out).
 */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/[channel]/admin'>) {
  const { locale } = await pageContext(params);
  const user = await getPageSessionUser();
  if (!user || !hasAdminMenu(user.roles)) redirect(getPathname({ href: '/', locale }));
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), getMessages()]);
  return (
    <NextIntlClientProvider messages={messages}>
      <div className="flex min-h-screen flex-col">
        <header className="bg-dark-blue text-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link href="/admin" className="font-display text-xl font-semibold">
              {t('home')}
            </Link>
            <div className="flex items-center gap-4 text-sm">
              <span className="hidden text-grey-200 sm:inline" data-testid="admin-user">
                {user.email}
              </span>
              <Link href="/" className="text-grey-200 hover:text-white hover:underline">
                {t('backToShop')}
              </Link>
            </div>
          </div>
        </header>
        <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
          <aside className="md:w-56 md:shrink-0">
            <AdminNav
              homeHref={getPathname({ href: '/admin', locale })}
              sections={allowedAdminSections(user.roles)}
            />
          </aside>
          <main id="content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
