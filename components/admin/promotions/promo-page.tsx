import { getTranslations } from 'next-intl/server';
import { AdminListToolbar } from '@/components/admin/admin-list-toolbar';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminBanner, AdminSlide } from '@/lib/api/contract/admin/promotions';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { PromoEditor } from './promo-editor';
import { PromoTable } from './promo-table';

type Props = { locale: Locale; state: AdminListQuery; creating: boolean; missing: boolean } & (
  | { kind: 'banner'; list: AdminListResponse<AdminBanner>; editing: AdminBanner | null }
  | { kind: 'slide'; list: AdminListResponse<AdminSlide>; editing: AdminSlide | null }
);

/** The body of admin `bannery` and `slideshow`: the form of one (`?new=1`, `?id=`), search and the list. */
export async function PromoPage(props: Props) {
  const { locale, kind, state, creating, missing } = props;
  const section = kind === 'banner' ? 'bannery' : 'slideshow';
  const t = await getTranslations({
    locale,
    namespace: kind === 'banner' ? 'Admin.banners' : 'Admin.slides',
  });
  const here = getPathname({ href: { pathname: '/admin/[page]', params: { page: section } }, locale });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl text-grey-700">{t('intro')}</p>
      {(creating || props.editing) &&
        (props.kind === 'banner' ? (
          <PromoEditor key={props.editing?.id ?? 'new'} kind="banner" item={props.editing} />
        ) : (
          <PromoEditor key={props.editing?.id ?? 'new'} kind="slide" item={props.editing} />
        ))}
      {missing && (
        <p role="alert" className="text-red">
          {t('notFound')}
        </p>
      )}
      <AdminListToolbar
        searchPlaceholder={t('searchPlaceholder')}
        addHref={creating ? null : here}
        addLabel={t('add')}
      />
      {props.kind === 'banner' ? (
        <PromoTable kind="banner" list={props.list} state={state} />
      ) : (
        <PromoTable kind="slide" list={props.list} state={state} />
      )}
    </div>
  );
}
