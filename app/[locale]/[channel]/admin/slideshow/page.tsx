import { AdminListPage, adminListMetadata } from '@/components/admin/admin-list-page';
import { PromoEditor } from '@/components/admin/promotions/promo-editor';
import { PromoTable } from '@/components/admin/promotions/promo-table';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { loadAdminListPage } from '@/lib/server/services/admin/list-page';
import { getAdminSlide, listAdminSlides } from '@/lib/server/services/admin/promotions/slides-admin';

type Props = PageProps<'/[locale]/[channel]/admin/slideshow'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  return adminListMetadata(locale, 'Admin.slides');
}

/** Admin `slideshow`: the home page's slides and the form of one (`?new=1`, `?id=`). */
export default async function SlidesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'slideshow');
  const { query, list, editing, creating, missing } = await loadAdminListPage(await searchParams, {
    list: listAdminSlides,
    item: getAdminSlide,
  });
  return (
    <AdminListPage
      locale={locale}
      section="slideshow"
      namespace="Admin.slides"
      creating={creating}
      missing={missing}
      editor={(creating || editing) && <PromoEditor key={editing?.id ?? 'new'} kind="slide" item={editing} />}
      table={<PromoTable kind="slide" list={list} state={query} />}
    />
  );
}
