import 'server-only';
import { sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import type { BannerPlacement } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef, type ImageRef } from '../media';
import { promoHref } from './promo-href';

export interface Banner {
  id: number;
  title: string;
  /** Localized for the page's language; null when the banner links nowhere. */
  href: string | null;
  image: ImageRef;
}

interface BannerRow {
  id: number;
  title: string;
  link: string;
  path: string | null;
  width: number | null;
  height: number | null;
}

/**
 * The banners of a placement for a language and shop at `now`: active, meant for this language (or
 * all) and this shop (or both), inside their validity [from, to) where they have one; admin's order.
 */
export async function listBanners(
  db: DbOrTx,
  options: { placement: BannerPlacement; locale: Locale; channel: ChannelId; now?: Date },
): Promise<Banner[]> {
  const { placement, locale, channel, now = new Date() } = options;
  const at = now.toISOString();
  const rows = sqlRows<BannerRow>(
    await db.execute(sql`
      select b.id, b.title, b.link, m.path, m.width, m.height
      from banners b join media m on m.id = b.media_id
      where b.is_active and b.placement = ${placement}
        and (b.locale is null or b.locale = ${locale})
        and (b.channel is null or b.channel = ${channel})
        and (b.valid_from is null or b.valid_from <= ${at}::timestamptz)
        and (b.valid_to is null or b.valid_to > ${at}::timestamptz)
      order by b.position, b.id
    `),
  );
  return rows.flatMap((row) => {
    const image = imageRef(row);
    if (!image) return [];
    const { id, title, link } = row;
    return [{ id, title, href: link ? promoHref(locale, link) : null, image }];
  });
}
