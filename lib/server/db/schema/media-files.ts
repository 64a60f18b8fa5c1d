import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of generated and uploaded images when MEDIA_STORE=database, so that every instance on one
 * PostgreSQL serves every picture; `path` is `media.path` (relative, e.g. `uploads/….webp`).
 */
export const mediaFiles = pgTable('media_files', {
  path: text().primaryKey(),
  bytes: bytea().notNull(),
  createdAt: createdAt(),
});
