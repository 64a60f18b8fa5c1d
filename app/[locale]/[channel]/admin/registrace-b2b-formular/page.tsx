import { getTranslations } from 'next-intl/server';
import { RegistrationDetailView } from '@/components/admin/registrations/registration-detail';
import { RegistrationsTable } from '@/components/admin/registrations/registrations-table';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { registrationListQuerySchema } from '@/lib/api/contract/admin/registrations';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import {
  listRegistrations,
  registrationDetail,
} from '@/lib/server/services/admin/registrations/registration-list';
import { AppError } from '@/lib/server/errors';

type Props = PageProps<'/[locale]/[channel]/admin/registrace-b2b-formular'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.registrace-b2b-formular'), robots: { index: false } };
}

async function detailOrNull(id: number) {
  try {
    return await registrationDetail(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** Company registrations from `/pro-firmy`: the list, or with `?id=` one application to decide. */
export default async function RegistrationsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'registrace-b2b-formular');
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), searchParams]);

  if (search.id !== undefined) {
    const id = adminIdParamsSchema.safeParse({ id: search.id });
    const registration = id.success ? await detailOrNull(id.data.id) : null;
    if (registration) return <RegistrationDetailView registration={registration} />;
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-semibold">{t('sections.registrace-b2b-formular')}</h1>
        <p role="alert">{t('registrations.notFound')}</p>
        <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
          ← {t('list.back')}
        </LocalizedUrlLink>
      </div>
    );
  }

  const parsed = registrationListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : registrationListQuerySchema.parse({});
  const list = await listRegistrations(await getDb(), query);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('sections.registrace-b2b-formular')}</h1>
      <RegistrationsTable
        list={list}
        state={{
          sort: query.sort ?? 'created_at',
          dir: query.sort ? query.dir : 'desc',
          page: query.page,
          per_page: query.per_page,
        }}
      />
    </div>
  );
}
