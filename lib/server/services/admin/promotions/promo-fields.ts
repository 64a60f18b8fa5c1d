import 'server-only';
import type { ImageRef } from '@/lib/server/services/media';
import { imageRef } from '@/lib/server/services/media';

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
