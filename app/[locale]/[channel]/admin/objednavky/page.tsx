import { getTranslations } from 'next-intl/server';
import { AdminOrderDetail } from '@/components/admin/orders/admin-order-detail';
import { OrdersList } from '@/components/admin/orders/orders-list';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { adminOrdersQuerySchema } from '@/lib/api/contract/admin/orders';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { listAdminOrders } from '@/lib/server/services/admin/orders/list-orders';
import { readAdminOrder } from '@/lib/server/services/admin/orders/read-order';
import { notFound } from 'next/navigation';

type Props = PageProps<'/[locale]/[channel]/admin/objednavky'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.objednavky'), robots: { index: false } };
}

async function orderOrNotFound(id: number, locale: Parameters<typeof readAdminOrder>[2]) {
  try {
    return await readAdminOrder(await getDb(), id, locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** Orders of both shops: the filtered list, or one order (`?id=`) with its state and payment to change. */
export default async function AdminOrdersPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'objednavky');
  const search = await searchParams;
  const detail = adminIdParamsSchema.safeParse({ id: search.id });
  if (search.id !== undefined && detail.success) {
    return <AdminOrderDetail order={await orderOrNotFound(detail.data.id, locale)} />;
  }
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const parsed = adminOrdersQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : adminOrdersQuerySchema.parse({});
  const list = await listAdminOrders(await getDb(), query);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('sections.objednavky')}</h1>
      {!parsed.success && (
        <p role="alert" className="text-red">
          {t('orders.invalidFilters')}
        </p>
      )}
      <OrdersList list={list} query={query} />
    </div>
  );
}
