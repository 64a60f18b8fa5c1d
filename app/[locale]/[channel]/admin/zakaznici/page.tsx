import { getTranslations } from 'next-intl/server';
import { CustomerDetailView } from '@/components/admin/customers/customer-detail';
import { CustomersTable } from '@/components/admin/customers/customers-table';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { customerListQuerySchema } from '@/lib/api/contract/admin/customers';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { customerDetail } from '@/lib/server/services/admin/customers/customer-detail';
import { dealerOptions, listCustomers } from '@/lib/server/services/admin/customers/customer-list';
import type { Locale } from '@/lib/config/locales';

type Props = PageProps<'/[locale]/[channel]/admin/zakaznici'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.zakaznici'), robots: { index: false } };
}

async function detailOrNull(id: number, locale: Locale) {
  try {
    return await customerDetail(await getDb(), id, locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** Customers: the list with its filters, or with `?id=` one customer to edit. */
export default async function CustomersPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'zakaznici');
  const [t, search, db] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    searchParams,
    getDb(),
  ]);
  const dealers = await dealerOptions(db);

  if (search.id !== undefined) {
    const id = adminIdParamsSchema.safeParse({ id: search.id });
    const customer = id.success ? await detailOrNull(id.data.id, locale) : null;
    if (customer) return <CustomerDetailView customer={customer} dealers={dealers} />;
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-semibold">{t('sections.zakaznici')}</h1>
        <p role="alert">{t('customers.notFound')}</p>
        <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
          ← {t('list.back')}
        </LocalizedUrlLink>
      </div>
    );
  }

  const parsed = customerListQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : customerListQuerySchema.parse({});
  const list = await listCustomers(db, query);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('sections.zakaznici')}</h1>
      <CustomersTable
        list={list}
        dealers={dealers}
        state={{ sort: query.sort, dir: query.dir, page: query.page, per_page: query.per_page }}
      />
    </div>
  );
}
