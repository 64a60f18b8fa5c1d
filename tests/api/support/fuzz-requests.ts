import fc from 'fast-check';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { type ApiEndpoint, type RouteParams, type Segment, urlOf } from './api-routes';
import { anyJson, nastyString } from './fuzz-values';
import type { RouteSchemas } from './route-schemas';
import { schemaShapedValues } from './schema-values';

/** Generated requests to one endpoint: path params, query string, body and headers, as a client could send. */

export interface FuzzRequest {
  params: Record<string, string | string[]>;
  query: Record<string, string>;
  /** Undefined: no body; a string: sent as it is (often not JSON); anything else: sent as JSON. */
  body: unknown;
  rawBody: boolean;
  channel: 'cz' | 'sk';
  locale: 'sk' | 'cs' | 'en';
  ip: string;
}

const segmentText = nastyString.map((text) => text.toWellFormed()).filter((text) => text.length > 0);

/** Ids of seeded records most of the time, anything a URL can carry otherwise. */
function paramValue(segment: Segment): fc.Arbitrary<string | string[]> {
  const value = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 3 },
    { arbitrary: segmentText, weight: 2 },
  );
  return segment.kind === 'catchAll' ? fc.array(value, { minLength: 1, maxLength: 4 }) : value;
}

function queryText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.toWellFormed();
}

function queryValues(schemas: RouteSchemas): fc.Arbitrary<Record<string, string>> {
  const loose = fc.dictionary(
    fc.oneof(fc.constantFrom('q', 'page', 'id', 'sort', 'type', 'per_page'), segmentText),
    segmentText,
    { maxKeys: 4 },
  );
  const shaped = schemas.query
    ? schemaShapedValues(schemas.query).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, queryText(item)]))
          : {},
      )
    : loose;
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: loose, weight: 2 },
    { arbitrary: shaped, weight: 4 },
  );
}

function bodyValues(schemas: RouteSchemas): fc.Arbitrary<{ body: unknown; rawBody: boolean }> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((body) => ({ body, rawBody: false }));
  return fc.oneof(
    { arbitrary: fc.constant({ body: undefined, rawBody: false }), weight: 1 },
    { arbitrary: nastyString.map((body) => ({ body, rawBody: true })), weight: 1 },
    { arbitrary: json(anyJson), weight: 3 },
    { arbitrary: json(schemas.body ? schemaShapedValues(schemas.body) : anyJson), weight: 6 },
  );
}

export function fuzzRequests(endpoint: ApiEndpoint, schemas: RouteSchemas): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      endpoint.segments
        .filter((segment) => segment.kind !== 'fixed')
        .map((segment) => [segment.name, paramValue(segment)]),
    ),
  );
  const reads = endpoint.method === 'GET';
  return fc
    .record({
      params,
      query: queryValues(schemas),
      bodyAndKind: reads ? fc.constant({ body: undefined, rawBody: false }) : bodyValues(schemas),
      channel: fc.constantFrom('cz' as const, 'sk' as const),
      locale: fc.constantFrom('sk' as const, 'cs' as const, 'en' as const),
      ip: fc.ipV4(),
    })
    .map(({ bodyAndKind, ...rest }) => ({ ...rest, ...bodyAndKind }));
}

/** Sends a generated request the way a browser on the shop's own origin would (CSRF header and Origin). */
export function sendFuzzRequest(
  endpoint: ApiEndpoint,
  request: FuzzRequest,
  token: string | null,
): Promise<Response> {
  const { path, params } = urlOf(endpoint.segments, (segment) => request.params[segment.name]!);
  const url = new URL(path, 'http://localhost:3000');
  for (const [key, value] of Object.entries(request.query))
    url.searchParams.append(key.toWellFormed(), value);
  const headers: Record<string, string> = {
    host: url.host,
    origin: url.origin,
    'x-channel-id': request.channel,
    'x-user-locale': request.locale,
    'x-forwarded-for': request.ip,
  };
  if (token) headers.cookie = `${SESSION_COOKIE_NAME}=${token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = request.rawBody ? String(request.body) : JSON.stringify(request.body);
  }
  const sent = new Request(url, { method: endpoint.method, headers, body });
  return endpoint.handler(sent, { params: Promise.resolve(params satisfies RouteParams) });
}
