import { AdminListPage, adminListMetadata } from '@/components/admin/admin-list-page';
import { PromoEditor } from '@/components/admin/promotions/promo-editor';
import { PromoTable } from '@/components/admin/promotions/promo-table';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { loadAdminListPage } from '@/lib/server/services/admin/list-page';
import { getAdminBanner, listAdminBanners } from '@/lib/server/services/admin/promotions/banners-admin';

type Props = PageProps<'/[locale]/[channel]/admin/bannery'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  return adminListMetadata(locale, 'Admin.banners');
}

/** Admin `bannery`: the home page's banners and the form of one (`?new=1`, `?id=`). */
export default async function BannersPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'bannery');
  const { query, list, editing, creating, missing } = await loadAdminListPage(await searchParams, {
    list: listAdminBanners,
    item: getAdminBanner,
  });
  return (
    <AdminListPage
      locale={locale}
      section="bannery"
      namespace="Admin.banners"
      creating={creating}
      missing={missing}
      editor={
        (creating || editing) && <PromoEditor key={editing?.id ?? 'new'} kind="banner" item={editing} />
      }
      table={<PromoTable kind="banner" list={list} state={query} />}
    />
  );
}
