import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import type { DbOrTx } from '@/lib/server/db';
import { media } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { ImageRef } from '@/lib/server/services/media';
import { imageRef } from '@/lib/server/services/media';

/** A `datetime-local` value typed in the admin as an instant of shop time; empty: no bound. */
export function shopMoment(value: string): SQL | null {
  return value ? sql`(${value}::timestamp at time zone ${SHOP_TIME_ZONE})` : null;
}

/** An instant as the `datetime-local` value of shop time it is, for the edit form. */
export function localMoment(column: SQL | unknown): SQL<string> {
  return sql<string>`coalesce(to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI'), '')`;
}

/** Fields banners and slides share, from the form to the table: empty locale or shop is "all". */
export function sharedValues(input: {
  media_id: number;
  title: string;
  link: string;
  locale: '' | 'sk' | 'cs' | 'en';
  channel: '' | 'cz' | 'sk';
  position: number;
  is_active: boolean;
}) {
  return {
    mediaId: input.media_id,
    title: input.title,
    link: input.link,
    locale: input.locale || null,
    channel: input.channel || null,
    position: input.position,
    isActive: input.is_active,
  };
}

export interface SharedRow {
  id: number;
  mediaId: number | null;
  title: string;
  link: string;
  locale: 'sk' | 'cs' | 'en' | null;
  channel: 'cz' | 'sk' | null;
  position: number;
  isActive: boolean;
  path: string | null;
  width: number | null;
  height: number | null;
}

/** The shared fields of a banner or slide row as the admin API answers them. */
export function sharedFields(row: SharedRow): {
  id: number;
  media_id: number | null;
  image: ImageRef | null;
  title: string;
  link: string;
  locale: '' | 'sk' | 'cs' | 'en';
  channel: '' | 'cz' | 'sk';
  position: number;
  is_active: boolean;
} {
  return {
    id: row.id,
    media_id: row.mediaId,
    image: imageRef(row),
    title: row.title,
    link: row.link,
    locale: row.locale ?? '',
    channel: row.channel ?? '',
    position: row.position,
    is_active: row.isActive,
  };
}

/** The picture chosen in the form must be one uploaded (or seeded) before. */
export async function assertImage(tx: DbOrTx, mediaId: number): Promise<void> {
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!found) throw new AppError('VALIDATION_ERROR', undefined, { fields: { media_id: ['imageRequired'] } });
}
