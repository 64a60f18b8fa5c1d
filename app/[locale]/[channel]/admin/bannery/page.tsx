import { getTranslations } from 'next-intl/server';
import { PromoPage } from '@/components/admin/promotions/promo-page';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';
import { getAdminBanner, listAdminBanners } from '@/lib/server/services/admin/promotions/banners-admin';

type Props = PageProps<'/[locale]/[channel]/admin/bannery'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.banners' });
  return { title: t('title'), robots: { index: false } };
}

/** Admin `bannery`: the home page's banners and the form of one. */
export default async function BannersPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'bannery');
  const search = await searchParams;
  const query = adminListQuerySchema.safeParse(search);
  const state = query.success ? query.data : adminListQuerySchema.parse({});
  const id = adminIdParamsSchema.safeParse({ id: search.id });
  const db = await getDb();
  const [list, editing] = await Promise.all([
    listAdminBanners(db, state),
    id.success ? foundOrNull(() => getAdminBanner(db, id.data.id)) : null,
  ]);
  return (
    <PromoPage
      kind="banner"
      locale={locale}
      list={list}
      state={state}
      editing={editing}
      creating={search.new === '1'}
      missing={Boolean(search.id) && !editing}
    />
  );
}
