import 'server-only';
import { sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef, type ImageRef } from '../media';
import { promoHref } from './promo-href';

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  /** Localized for the page's language; null when the slide links nowhere. */
  href: string | null;
  image: ImageRef;
}

interface SlideRow {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  path: string | null;
  width: number | null;
  height: number | null;
}

/**
 * The home slideshow of a language and shop, in the admin's order: active slides meant for this
 * language (or all) and this shop (or both). A slide whose picture is gone is left out.
 */
export async function listSlides(db: DbOrTx, shop: { locale: Locale; channel: ChannelId }): Promise<Slide[]> {
  const { locale, channel } = shop;
  const rows = sqlRows<SlideRow>(
    await db.execute(sql`
      select s.id, s.title, s.subtitle, s.link, m.path, m.width, m.height
      from slides s join media m on m.id = s.media_id
      where s.is_active
        and (s.locale is null or s.locale = ${locale})
        and (s.channel is null or s.channel = ${channel})
      order by s.position, s.id
    `),
  );
  return rows.flatMap((row) => {
    const image = imageRef(row);
    if (!image) return [];
    const { id, title, subtitle, link } = row;
    return [{ id, title, subtitle, href: link ? promoHref(locale, link) : null, image }];
  });
}
