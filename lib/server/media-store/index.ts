import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { dataDir, getDb } from '@/lib/server/db';
import { databaseMediaStore } from './database-media-store';
import { localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

export { isMediaPath, type MediaStore } from './media-store';
export { databaseMediaStore } from './database-media-store';
export { localMediaStore } from './local-media-store';
export { publishLocalMedia } from './publish-local-media';

/** The store this process reads and writes pictures in (MEDIA_STORE). */
export function mediaStore(): MediaStore {
  return env.MEDIA_STORE === 'database'
    ? databaseMediaStore(getDb)
    : localMediaStore(path.join(dataDir(), 'media'));
}
