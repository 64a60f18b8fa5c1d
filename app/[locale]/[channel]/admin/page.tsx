import { getTranslations } from 'next-intl/server';
import { AuditLogTable } from '@/components/admin/audit-log-table';
import { DashboardTiles } from '@/components/admin/dashboard-tiles';
import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { Link } from '@/lib/i18n/navigation';
import { FORBIDDEN_SECTION_QUERY } from '@/lib/admin/forbidden-section';
import { allowedAdminSections, isAdminSection } from '@/lib/server/auth/admin-sections';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';
import { listAuditLog } from '@/lib/server/services/admin/audit-log';
import { adminDashboard } from '@/lib/server/services/admin/dashboard';

type Props = PageProps<'/[locale]/[channel]/admin'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('home'), robots: { index: false } };
}

/**
 * The admin home: the day's figures for those who run orders and customers, the sections the user's roles
 * open, and for the superadmin the audit log of who changed what.
 */
export default async function AdminHome({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const [t, user, db] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getPageSessionUser(),
    getDb(),
  ]);
  const roles = user?.roles ?? [];
  const sections = allowedAdminSections(roles);
  const showsFigures = sections.includes('objednavky');
  const isSuperadmin = roles.includes('ROLE_SUPERADMIN');
  const query = await searchParams;
  const forbidden = query[FORBIDDEN_SECTION_QUERY];
  const refused = typeof forbidden === 'string' && isAdminSection(forbidden) ? forbidden : null;
  const auditQuery = adminListQuerySchema.safeParse(query);
  const [dashboard, audit] = await Promise.all([
    showsFigures ? adminDashboard(db) : null,
    isSuperadmin && auditQuery.success ? listAuditLog(db, auditQuery.data) : null,
  ]);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-semibold">{t('home')}</h1>
      {refused && (
        <p role="status" className="rounded-md border border-blue bg-light-blue px-4 py-3 text-dark-blue">
          {t('forbiddenSection', { section: t(`sections.${refused}`) })}
        </p>
      )}
      {dashboard && <DashboardTiles dashboard={dashboard} />}
      <section aria-labelledby="admin-sections-title">
        <h2 id="admin-sections-title" className="mb-3 text-xl font-semibold">
          {t('sectionsTitle')}
        </h2>
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
      </section>
      {audit && <AuditLogTable list={audit} />}
    </div>
  );
}
