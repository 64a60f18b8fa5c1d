import { getTranslations } from 'next-intl/server';
import { AdminSearchForm } from '@/components/admin/admin-search-form';
import { TranslationEditor } from '@/components/admin/translations/translation-editor';
import { TranslationFilters } from '@/components/admin/translations/translation-filters';
import { TranslationsTable } from '@/components/admin/translations/translations-table';
import { translationListQuerySchema } from '@/lib/api/contract/admin/translations';
import { isLocale, type Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';
import {
  getTranslation,
  listTranslations,
} from '@/lib/server/services/admin/translations/translations-admin';

type Props = PageProps<'/[locale]/[channel]/admin/preklady'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.translations' });
  return { title: t('title'), robots: { index: false } };
}

async function textToEdit(locale: Locale, key: unknown) {
  if (typeof key !== 'string' || !key) return null;
  return foundOrNull(async () => getTranslation(await getDb(), locale, key));
}

/**
 * Admin `preklady` (translators and the superadmin): the shop's texts of one language, each with the
 * shipped wording and the override that replaces it at run time; `?key=` opens one for editing.
 */
export default async function TranslationsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'preklady');
  const search = await searchParams;
  const language = isLocale(search.locale) ? search.locale : locale;
  const parsed = translationListQuerySchema.safeParse({ ...search, locale: language });
  const query = parsed.success ? parsed.data : translationListQuerySchema.parse({ locale: language });
  const [t, list, editing] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.translations' }),
    getDb().then((db) => listTranslations(db, query)),
    textToEdit(language, search.key),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl text-grey-700">{t('intro')}</p>
      {editing && <TranslationEditor key={`${language}:${editing.key}`} item={editing} locale={language} />}
      {search.key && !editing && (
        <p role="alert" className="text-red">
          {t('notFound')}
        </p>
      )}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <AdminSearchForm placeholder={t('searchPlaceholder')} />
        <TranslationFilters
          locale={language}
          namespace={query.namespace}
          namespaces={list.namespaces}
          overridden={query.overridden}
        />
      </div>
      <TranslationsTable list={list} state={query} />
    </div>
  );
}
