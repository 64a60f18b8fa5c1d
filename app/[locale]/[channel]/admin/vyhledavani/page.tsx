import { getTranslations } from 'next-intl/server';
import { MostSearchedTerms } from '@/components/admin/search-tuning/most-searched-terms';
import { PinList } from '@/components/admin/search-tuning/pin-list';
import { SearchLogTable } from '@/components/admin/search-tuning/search-log-table';
import { SearchTuningTabs } from '@/components/admin/search-tuning/search-tuning-tabs';
import { type SearchTuningTab, searchTuningTabs } from '@/lib/admin/search-tuning-tabs';
import { SynonymList } from '@/components/admin/search-tuning/synonym-list';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { searchLogQuerySchema, synonymListQuerySchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { readMostSearchedAdmin } from '@/lib/server/services/admin/search-tuning/most-searched-terms';
import { listPins } from '@/lib/server/services/admin/search-tuning/pins';
import { listSearchLog } from '@/lib/server/services/admin/search-tuning/search-log-list';
import { listSynonyms, readSynonym } from '@/lib/server/services/admin/search-tuning/synonyms';

type Props = PageProps<'/[locale]/[channel]/admin/vyhledavani'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.searchTuning' });
  return { title: t('title'), robots: { index: false } };
}

function parsedOr<T>(result: { success: true; data: T } | { success: false }, fallback: () => T): T {
  return result.success ? result.data : fallback();
}

/**
 * Search tuning: `?tab=synonyma` (default), `pripnute` (pinned products), `hladania` (the search log) or
 * `najhladanejsie` (the most searched terms the shop shows, and those hidden).
 * `?term=` starts a new synonym group with that term (the statistics link searches that found nothing here).
 */
export default async function AdminSearchTuningPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'vyhledavani');
  const [t, raw, db] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.searchTuning' }),
    searchParams,
    getDb(),
  ]);
  const tab: SearchTuningTab = searchTuningTabs.find((candidate) => candidate === raw.tab) ?? 'synonyma';
  let content: React.ReactNode;
  if (tab === 'pripnute') {
    const query = parsedOr(adminListQuerySchema.safeParse(raw), () => adminListQuerySchema.parse({}));
    content = <PinList list={await listPins(db, query, locale)} query={query} />;
  } else if (tab === 'najhladanejsie') {
    content = <MostSearchedTerms terms={await readMostSearchedAdmin(db)} />;
  } else if (tab === 'hladania') {
    const query = parsedOr(searchLogQuerySchema.safeParse(raw), () => searchLogQuerySchema.parse({}));
    content = <SearchLogTable list={await listSearchLog(db, query)} query={query} />;
  } else {
    const query = parsedOr(synonymListQuerySchema.safeParse(raw), () => synonymListQuerySchema.parse({}));
    const id = adminIdParamsSchema.shape.id.safeParse(raw.id);
    const editing = id.success ? await readSynonym(db, id.data) : null;
    const newTerm = typeof raw.term === 'string' ? raw.term.slice(0, 200) : '';
    content = (
      <SynonymList list={await listSynonyms(db, query)} query={query} editing={editing} newTerm={newTerm} />
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <SearchTuningTabs current={tab} />
      {content}
    </div>
  );
}
