import { getTranslations } from 'next-intl/server';
import { UserAccessView } from '@/components/admin/users/user-access-form';
import { UsersTable } from '@/components/admin/users/users-table';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { userListQuerySchema } from '@/lib/api/contract/admin/users';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { adminUser, listUsers } from '@/lib/server/services/admin/users/user-list';

type Props = PageProps<'/[locale]/[channel]/admin/uzivatele'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.uzivatele'), robots: { index: false } };
}

async function userOrNull(id: number) {
  try {
    return await adminUser(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** Users and roles (superadmin): the list, or with `?id=` one user's roles, blocking and password reset. */
export default async function UsersPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'uzivatele');
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), searchParams]);

  if (search.id !== undefined) {
    const id = adminIdParamsSchema.safeParse({ id: search.id });
    const user = id.success ? await userOrNull(id.data.id) : null;
    if (user) return <UserAccessView key={JSON.stringify(user)} user={user} />;
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-semibold">{t('sections.uzivatele')}</h1>
        <p role="alert">{t('users.notFound')}</p>
        <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
          ← {t('list.back')}
        </LocalizedUrlLink>
      </div>
    );
  }

  const parsed = userListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : userListQuerySchema.parse({});
  const list = await listUsers(await getDb(), query);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('sections.uzivatele')}</h1>
      <UsersTable
        list={list}
        state={{ sort: query.sort, dir: query.dir, page: query.page, per_page: query.per_page }}
      />
    </div>
  );
}
