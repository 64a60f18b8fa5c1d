import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { mediaFiles } from '@/lib/server/db/schema';
import type { MediaStore } from './media-store';

/** MEDIA_STORE=database: the bytes in `media_files`, read by every instance on the same PostgreSQL. */
export function databaseMediaStore(db: () => Promise<Db>): MediaStore {
  return {
    put: async (relative, bytes) => {
      await (
        await db()
      )
        .insert(mediaFiles)
        .values({ path: relative, bytes })
        .onConflictDoUpdate({ target: mediaFiles.path, set: { bytes } });
    },
    get: async (relative) => {
      const [row] = await (
        await db()
      )
        .select({ bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.path, relative));
      return row?.bytes ?? null;
    },
    remove: async (relatives) => {
      if (relatives.length > 0)
        await (await db()).delete(mediaFiles).where(inArray(mediaFiles.path, relatives));
    },
  };
}
