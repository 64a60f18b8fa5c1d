import 'server-only';
import { eq } from 'drizzle-orm';
import { translationsByLocale } from '@/lib/api/contract/admin/translated-texts';
import type { AdminTrend } from '@/lib/api/contract/admin/trends';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { media, trends, trendTranslations } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { trendHrefs } from '@/lib/server/services/content/content-hrefs';
import { imageRef } from '@/lib/server/services/media';
import { shopUrls } from '../shop-urls';
import { localMoment } from '../shop-moment';
import { linkedProducts } from './trend-products';

const emptyTranslation = { slug: '', title: '', perex: '', content: '' };

/** One article with every language's texts and its linked products, for the edit form. */
export async function getAdminTrend(db: DbOrTx, id: number, locale: Locale): Promise<AdminTrend> {
  const [trend] = await db
    .select({
      isActive: trends.isActive,
      publishedAt: localMoment(trends.publishedAt),
      mediaId: trends.mediaId,
      path: media.path,
      width: media.width,
      height: media.height,
    })
    .from(trends)
    .leftJoin(media, eq(media.id, trends.mediaId))
    .where(eq(trends.id, id));
  if (!trend) throw new AppError('NOT_FOUND');
  const [rows, products] = await Promise.all([
    db.select().from(trendTranslations).where(eq(trendTranslations.trendId, id)),
    linkedProducts(db, id, locale),
  ]);
  return {
    id,
    is_active: trend.isActive,
    published_at: trend.publishedAt,
    media_id: trend.mediaId,
    image: imageRef(trend),
    translations: translationsByLocale(rows, emptyTranslation, (row) => ({
      slug: row.slug,
      title: row.title,
      perex: row.perex,
      content: row.content,
    })),
    products,
    urls: shopUrls(trendHrefs(Object.fromEntries(rows.map((row) => [row.locale, row.slug])))),
  };
}
