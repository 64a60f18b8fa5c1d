import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { settleBackgroundTasks } from '@/lib/server/background-tasks';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { CART_COOKIE_NAME } from '@/lib/server/services/cart/cart-token';
import { type AdminCallerKey, allowedCallers } from './support/admin-calls';
import { type ApiEndpoint, apiEndpoints, hasIdSegment, type RouteParams, urlOf } from './support/api-routes';
import { call } from './support/b2b-calls';
import { fingerprintTracker } from './support/db-fingerprint';
import { adminParam, type IdorCase, idorCases, listCases } from './support/idor-cases';
import { type Actor, actorSession, actors, buildIdorFixture, type IdorFixture } from './support/idor-fixture';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

/**
 * No insecure direct object references: every endpoint that names a record of somebody's (by an id in its
 * path, or in its body for the ones listed in idor-cases.ts) is called by every kind of caller, and by
 * another customer of the same kind, with the id of a record that is not theirs. They are refused
 * (401, 403 or 404) and the database stays as it was; the owner's own call succeeds at the end.
 */

const REFUSED = [401, 403, 404];

const allEndpoints = await apiEndpoints();

function endpointOf(method: string, route: string): ApiEndpoint {
  const endpoint = allEndpoints.find((candidate) => candidate.method === method && candidate.route === route);
  if (!endpoint) throw new Error(`no ${method} ${route}`);
  return endpoint;
}

/** The admin's callers are the staff of the page's section; an actor counts as the demo user of its kind. */
function adminKeyOf(actor: Actor): AdminCallerKey | null {
  if (actor === 'anonymous') return null;
  if (actor === 'customer' || actor === 'otherCustomer') return 'customer';
  if (actor === 'dealer' || actor === 'translator' || actor === 'superadmin') return actor;
  return 'b2bAdmin';
}

/** The admin tells callers apart by their roles only: one caller of each kind is enough there. */
const adminCallers: readonly Actor[] = [
  'anonymous',
  'customer',
  'bistroAdmin',
  'dealer',
  'translator',
  'superadmin',
];

function adminCases(f: IdorFixture): IdorCase[] {
  return allEndpoints
    .filter((endpoint) => endpoint.route.startsWith('/api/admin/') && hasIdSegment(endpoint))
    .map((endpoint) => {
      const { params, path } = urlOf(endpoint.segments, (segment) =>
        adminParam(endpoint.route, segment.name, f),
      );
      const allowed = allowedCallers(path);
      return {
        method: endpoint.method,
        route: endpoint.route,
        params,
        body: endpoint.method === 'GET' ? undefined : {},
        owners: actors.filter((actor) => allowed.some((key) => key === adminKeyOf(actor))),
        callers: adminCallers,
        proveWithOwner: false,
      };
    });
}

/** Who is calling: their session, and their cart (the address choices act on a cart with items). */
interface Credentials {
  session: string | null;
  cart: string | null;
}

function send(
  endpoint: ApiEndpoint,
  path: string,
  who: Credentials,
  options: { params?: RouteParams; body?: unknown },
) {
  const cookies = [
    who.session ? `${SESSION_COOKIE_NAME}=${who.session}` : null,
    who.cart ? `${CART_COOKIE_NAME}=${who.cart}` : null,
  ].filter(Boolean);
  return call(endpoint.handler, endpoint.method, path, {
    ...options,
    token: null,
    headers: { origin: 'http://localhost:3000', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
  });
}

function sendCase(idorCase: IdorCase, who: Credentials): Promise<Response> {
  const endpoint = endpointOf(idorCase.method, idorCase.route);
  const { path } = urlOf(endpoint.segments, (segment) => idorCase.params[segment.name]!);
  return send(endpoint, path, who, { params: idorCase.params, body: idorCase.body });
}

/** A session of the actor with an item in its cart. */
async function credentialsOf(db: DbOrTx, actor: Actor, fixture: IdorFixture): Promise<Credentials> {
  const session = await actorSession(db, actor, fixture);
  const [variant] = sqlRows<{ id: number; min_quantity: number }>(
    await db.execute(sql`select v.id, v.min_quantity from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.stock > 100 order by v.id limit 1`),
  );
  const added = await send(
    endpointOf('PUT', '/api/cart/add-to-cart'),
    '/api/cart/add-to-cart',
    { session, cart: null },
    {
      body: { item_variant_id: variant!.id, quantity: variant!.min_quantity },
    },
  );
  expect(added.status, `${actor} adds to the cart: ${await added.clone().text()}`).toBe(200);
  const cart = added.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CART_COOKIE_NAME}=`));
  return { session, cart: cart ? cart.slice(CART_COOKIE_NAME.length + 1).split(';')[0]! : null };
}

// One database at a time, the describe block's (each driver's block opens its own in turn).
const state = provideTestState();

describe.each(drivers)('nobody reaches a record that is not theirs, on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  const fingerprint = fingerprintTracker(db);
  let fixture: IdorFixture;
  let cases: IdorCase[];
  let callers: Record<Actor, Credentials>;

  beforeAll(async () => {
    fixture = await buildIdorFixture(db());
    cases = [...idorCases(fixture), ...adminCases(fixture)];
    const entries: [Actor, Credentials][] = [];
    for (const actor of actors) entries.push([actor, await credentialsOf(db(), actor, fixture)]);
    callers = Object.fromEntries(entries) as Record<Actor, Credentials>;
  });

  it('has a case for every route with an id in its path', () => {
    const covered = new Set(cases.map((idorCase) => `${idorCase.method} ${idorCase.route}`));
    const missing = allEndpoints
      .filter(hasIdSegment)
      .map((endpoint) => `${endpoint.method} ${endpoint.route}`)
      .filter((label) => !covered.has(label));
    expect(missing).toEqual([]);
  });

  it('refuses everybody but the owner, who changes nothing of the owner’s', async () => {
    for (const idorCase of cases) {
      const label = `${idorCase.method} ${idorCase.route} ${JSON.stringify(idorCase.params)}`;
      const askers = idorCase.callers ?? actors;
      for (const actor of askers.filter((candidate) => !idorCase.owners.includes(candidate))) {
        const before = await fingerprint();
        const ownersBefore = await idorCase.ownersRecords?.(db());
        const response = await sendCase(idorCase, callers[actor]);
        const text = await response.text();
        await settleBackgroundTasks();
        if (idorCase.ownersRecords) {
          expect(response.status, `${label} as ${actor}: ${text}`).toBeLessThan(500);
          expect(await idorCase.ownersRecords(db()), `${label} as ${actor}`).toEqual(ownersBefore);
          continue;
        }
        expect(REFUSED, `${label} as ${actor}: ${response.status} ${text.slice(0, 300)}`).toContain(
          response.status,
        );
        expect(JSON.parse(text), `${label} as ${actor}`).toMatchObject({ message: expect.any(String) });
        expect(await fingerprint(), `${label} as ${actor} changed the database`).toEqual(before);
      }
    }
  });

  it('shows each list only its own records: the owner finds the record, nobody else does', async () => {
    for (const list of listCases(fixture)) {
      const endpoint = endpointOf('GET', list.route);
      const path = `${list.route}?${new URLSearchParams(list.query)}`;
      for (const actor of actors) {
        const response = await send(endpoint, path, callers[actor], {});
        const text = await response.text();
        const label = `${path} as ${actor}: ${response.status} ${text.slice(0, 200)}`;
        if (list.owners.includes(actor)) expect(text, label).toContain(list.marker);
        else expect(text, label).not.toContain(list.marker);
      }
    }
  });

  it('lets the owner do it: the ids named their real records', async () => {
    for (const idorCase of cases.filter((candidate) => candidate.proveWithOwner)) {
      const owner = idorCase.owners[0]!;
      const response = await sendCase(idorCase, callers[owner]);
      const label = `${idorCase.method} ${idorCase.route} as ${owner}`;
      expect(response.status, `${label}: ${(await response.clone().text()).slice(0, 300)}`).toBeLessThan(300);
    }
  });
});
