'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type { AdminCategoryTree } from '@/lib/api/contract/admin/categories';
import { TreeTable } from './tree-table';

/** Both trees of the page with the links that start a new category or topic. */
export function CategoriesOverview({ tree }: { tree: AdminCategoryTree }) {
  const t = useTranslations('Admin.categories');
  const newLink = 'rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue';
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <section className="space-y-3" aria-labelledby="categories-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="categories-title" className="text-xl font-semibold">
            {t('categories')}
          </h2>
          <Link href="?new=category" className={newLink}>
            {t('newCategory')}
          </Link>
        </div>
        <TreeTable
          caption={t('categories')}
          nodes={tree.categories}
          apiBase="/api/admin/kategorie"
          param="id"
          showProducts
          testId="category-row"
        />
      </section>
      <section className="space-y-3" aria-labelledby="topics-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="topics-title" className="text-xl font-semibold">
            {t('topics')}
          </h2>
          <Link href="?new=topic" className={newLink}>
            {t('newTopic')}
          </Link>
        </div>
        <TreeTable
          caption={t('topics')}
          nodes={tree.topics}
          apiBase="/api/admin/kategorie/temy"
          param="topic"
          showProducts={false}
          testId="topic-row"
        />
      </section>
    </div>
  );
}
