import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { createSession } from '@/lib/server/auth/sessions';
import { settleBackgroundTasks } from '@/lib/server/background-tasks';
import type { DbOrTx } from '@/lib/server/db';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { apiEndpoints } from './support/api-routes';
import { customerIdOf, userIdOf } from './support/b2b-calls';
import { fingerprintTracker } from './support/db-fingerprint';
import { fuzzRequests, sendFuzzRequest } from './support/fuzz-requests';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { routeSchemas } from './support/route-schemas';
import { selectForSession } from './support/selected-customer';
import { drivers } from './support/test-database';

/**
 * Every method of every API route, called with generated path params, query strings and bodies (random
 * JSON, hostile strings, strange numbers, deep nesting, and bodies shaped like the route's own contract
 * schema with one field broken) by an anonymous visitor, a consumer, a B2B customer admin and, on admin
 * routes, a superadmin. Never a 500 or a thrown handler, every error in the one shape, and a refused
 * request leaves the database as it was. `FUZZ_RUNS=<calls per endpoint>` for a long run; a failure prints
 * its seed, and `FUZZ_SEED=<seed>` runs the same requests again (the database they meet is the one the
 * endpoints before left).
 */

const DEFAULT_RUNS = { pglite: 16, postgres: 4 } as const;
const seed = env.FUZZ_SEED ?? Date.now() % 2_147_483_647;

const errorBodySchema = z.strictObject({
  code: z.union([z.string().min(1), z.number().int()]),
  message: z.string().min(1),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

type Caller = 'anonymous' | 'customer' | 'b2bAdmin' | 'superadmin';

// The shop's endpoints first, on the seed as it is; then the admin's, whose writes may change any record.
const endpoints = (await apiEndpoints()).sort(
  (a, b) => Number(a.route.startsWith('/api/admin/')) - Number(b.route.startsWith('/api/admin/')),
);

/**
 * How the calls of one endpoint are shared: the admin's go to the superadmin (the others are refused before
 * the input is read, which admin-endpoints-guard checks), the shop's evenly to a visitor and two customers.
 */
function callsPerCaller(admin: boolean, runs: number): [Caller, number][] {
  if (admin)
    return [
      ['anonymous', 1],
      ['customer', 1],
      ['superadmin', Math.max(1, runs - 2)],
    ];
  const share = Math.max(1, Math.round(runs / 3));
  return [
    ['anonymous', share],
    ['customer', share],
    ['b2bAdmin', Math.max(1, runs - 2 * share)],
  ];
}

interface CallerIds {
  users: Record<Exclude<Caller, 'anonymous'>, number>;
  bistroVltava: number;
}

/** Fresh sessions for each endpoint: a generated request may have logged the last ones out. */
async function sessionsOf(db: DbOrTx, ids: CallerIds): Promise<Record<Caller, string | null>> {
  const client = { ip: '203.0.113.40', userAgent: 'fuzz' };
  const b2bAdmin = await createSession(db, ids.users.b2bAdmin, client);
  await selectForSession(db, b2bAdmin, ids.bistroVltava);
  return {
    anonymous: null,
    customer: await createSession(db, ids.users.customer, client),
    b2bAdmin,
    superadmin: await createSession(db, ids.users.superadmin, client),
  };
}

// One database at a time, the describe block's (each driver's block opens its own in turn).
const state = provideTestState();

describe.each(drivers)('fuzzing every API endpoint on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  const fingerprint = fingerprintTracker(db);
  const runs = env.FUZZ_RUNS ?? DEFAULT_RUNS[driver];
  let callerIds: CallerIds;
  const statuses = new Map<number, number>();
  let started = 0;

  // Ids, not names: the admin's generated writes may rename the seeded records.
  beforeAll(async () => {
    started = performance.now();
    const userIds = await Promise.all(
      (['customer', 'b2bAdmin', 'superadmin'] as const).map(async (key) =>
        userIdOf(db(), demoUser(key).email),
      ),
    );
    callerIds = {
      users: { customer: userIds[0]!, b2bAdmin: userIds[1]!, superadmin: userIds[2]! },
      bistroVltava: await customerIdOf(db(), 'bistroVltava'),
    };
  });

  afterAll(() => {
    const calls = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(
      `fuzz on ${driver}: ${endpoints.length} endpoints, ${calls} calls in ${seconds} s (${byStatus.join(' ')})`,
    );
  });

  it('finds the endpoints and the contract schemas they parse', async () => {
    expect(endpoints.length).toBeGreaterThan(150);
    const withSchema = await Promise.all(endpoints.map(async (endpoint) => routeSchemas(endpoint)));
    expect(withSchema.filter((schemas) => schemas.body || schemas.query).length).toBeGreaterThan(90);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s',
    async (_label, endpoint) => {
      const schemas = await routeSchemas(endpoint);
      const admin = endpoint.route.startsWith('/api/admin/');
      const tokens = await sessionsOf(db(), callerIds);
      for (const [caller, numRuns] of callsPerCaller(admin, runs)) {
        const property = fc.asyncProperty(fuzzRequests(endpoint, schemas), async (request) => {
          const before = await fingerprint();
          const response = await sendFuzzRequest(endpoint, request, tokens[caller]);
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          await settleBackgroundTasks();
          expect(response.status, `${caller}: ${text.slice(0, 500)}`).toBeLessThan(500);
          if (response.status < 400) return;
          expect(
            errorBodySchema.safeParse(JSON.parse(text)).error,
            `${caller}: ${text.slice(0, 500)}`,
          ).toBeUndefined();
          expect(await fingerprint(), `${caller}: ${response.status} ${text.slice(0, 300)}`).toEqual(before);
        });
        await fc.assert(property, { numRuns, seed });
      }
    },
  );
});
