import { getTranslations } from 'next-intl/server';
import { PromoPage } from '@/components/admin/promotions/promo-page';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';
import { getAdminSlide, listAdminSlides } from '@/lib/server/services/admin/promotions/slides-admin';

type Props = PageProps<'/[locale]/[channel]/admin/slideshow'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.slides' });
  return { title: t('title'), robots: { index: false } };
}

/** Admin `slideshow`: the home page's slides and the form of one. */
export default async function SlidesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'slideshow');
  const search = await searchParams;
  const query = adminListQuerySchema.safeParse(search);
  const state = query.success ? query.data : adminListQuerySchema.parse({});
  const id = adminIdParamsSchema.safeParse({ id: search.id });
  const db = await getDb();
  const [list, editing] = await Promise.all([
    listAdminSlides(db, state),
    id.success ? foundOrNull(() => getAdminSlide(db, id.data.id)) : null,
  ]);
  return (
    <PromoPage
      kind="slide"
      locale={locale}
      list={list}
      state={state}
      editing={editing}
      creating={search.new === '1'}
      missing={Boolean(search.id) && !editing}
    />
  );
}
