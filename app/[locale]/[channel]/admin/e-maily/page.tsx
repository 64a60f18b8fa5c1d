import { getTranslations } from 'next-intl/server';
import { MailJobsTable } from '@/components/admin/mail-jobs/mail-jobs-table';
import { pageContext } from '@/lib/server/page-context';
import { loadMailJobsPage } from '@/lib/server/page-data';

type Props = PageProps<'/[locale]/[channel]/admin/e-maily'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.e-maily'), robots: { index: false } };
}

/** The e-mail outbox (superadmin): failed e-mails by default, each with its error and a way to send it again. */
export default async function MailJobsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const [t, { query, list }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    loadMailJobsPage(locale, await searchParams),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('sections.e-maily')}</h1>
      <p className="max-w-3xl text-grey-700">{t('mailJobs.intro')}</p>
      <MailJobsTable
        list={list}
        status={query.status}
        searched={query.q !== ''}
        state={{ dir: 'desc', page: query.page, per_page: query.per_page }}
      />
    </div>
  );
}
