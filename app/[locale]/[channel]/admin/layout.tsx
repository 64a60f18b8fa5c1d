import { getTranslations } from 'next-intl/server';
import { Link, redirect } from '@/lib/i18n/navigation';
import { hasAdminMenu } from '@/lib/server/auth/roles';
import { pageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';

/** Admin pages depend on the signed-in user: never cached. */
export const dynamic = 'force-dynamic';

/** Spec §2/§6: the admin layout needs a signed-in user with the admin-menu permission; others go home. */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/[channel]/admin'>) {
  const { locale } = await pageContext(params);
  const user = await getPageSessionUser();
  if (!user || !hasAdminMenu(user.roles)) redirect({ href: '/', locale });
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-dark-blue text-white">
        <div className="mx-auto flex max-w-screen-xl items-center justify-between px-4 py-3">
          <Link href="/admin" className="font-display text-xl font-semibold">
            {t('home')}
          </Link>
          <Link href="/" className="text-sm text-grey-200 hover:text-white hover:underline">
            {t('backToShop')}
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-screen-xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
