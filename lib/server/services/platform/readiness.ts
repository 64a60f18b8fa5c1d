import type { ReadyResponse } from '@/lib/api/contract/health';
import { getDatabase } from '@/lib/server/db';
import { migrationState } from '@/lib/server/db/migration-state';
import { DatabaseUnavailableError } from '@/lib/server/db/unavailable';
import { AppError } from '@/lib/server/errors';
import { isDraining } from '@/lib/server/lifecycle';

async function databaseState() {
  const database = await getDatabase();
  return { database, migrations: await migrationState(database.db) };
}

/**
 * Whether this instance should get traffic: it is not shutting down, its database answers, and every
 * migration of this build is applied (an instance that starts beside one still migrating waits for it).
 * Otherwise 503, and a load balancer sends the traffic elsewhere.
 */
export async function readiness(): Promise<ReadyResponse> {
  if (isDraining()) throw new AppError('SERVICE_UNAVAILABLE', 'The instance is shutting down');
  const { database, migrations } = await databaseState().catch((error: unknown) => {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  });
  if (migrations.applied < migrations.shipped)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Migrations pending: ${migrations.shipped - migrations.applied}`,
    );
  return { status: 'ready', database: database.driver, migrations: migrations.applied };
}
