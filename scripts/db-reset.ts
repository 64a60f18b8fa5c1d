import { env } from '@/lib/config/env';
import { recreateDatabase, run } from './db-command';

/** `npm run db:reset`: drops everything and seeds the default demo shop again. */
run(() => recreateDatabase(env.SEED_PRODUCTS));
