import { locales } from '@/lib/config/locales';
import { cmsPageTranslations, cmsPages } from '../../schema';
import type { Db } from '../../types';
import { idsByCode } from './ids';
import { cmsPageSeeds } from './pages';

export async function seedCmsPages(db: Db): Promise<void> {
  const pageId = idsByCode(
    await db
      .insert(cmsPages)
      .values(cmsPageSeeds.map((page) => ({ key: page.key })))
      .returning({ id: cmsPages.id, code: cmsPages.key }),
  );
  await db
    .insert(cmsPageTranslations)
    .values(
      cmsPageSeeds.flatMap((page) =>
        locales.map((locale) => ({ pageId: pageId(page.key), locale, ...page.translations[locale] })),
      ),
    );
}
