import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@/lib/api/contract/health';
import { getDatabase } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { DatabaseUnavailableError } from '@/lib/server/db/unavailable';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => {
  const started = performance.now();
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return Response.json({
      status: 'ok',
      database: database.driver,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    } satisfies HealthResponse);
  } catch (error) {
    // Whatever failed, the shop cannot serve: a load balancer takes this instance out until it answers.
    throw new DatabaseUnavailableError(error);
  }
});
