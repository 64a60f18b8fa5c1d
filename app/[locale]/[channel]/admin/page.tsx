import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { allowedAdminSections } from '@/lib/server/auth/admin-sections';
import { pageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';

export async function generateMetadata({ params }: PageProps<'/[locale]/[channel]/admin'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('home'), robots: { index: false } };
}

/** The admin home: the sections the user's roles may open. */
export default async function AdminHome({ params }: PageProps<'/[locale]/[channel]/admin'>) {
  const { locale } = await pageContext(params);
  const [t, user] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getPageSessionUser(),
  ]);
  const sections = allowedAdminSections(user?.roles ?? []);
  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('home')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={{ pathname: '/admin/[page]', params: { page: section } }}
              className="block rounded-lg border border-grey-200 p-4 font-medium text-dark-blue hover:border-blue"
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
