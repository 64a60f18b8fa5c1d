/** Every API route file on disk, its URL and its handlers: a route added later is tested without being listed. */

export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof methods)[number];

export type RouteParams = Record<string, string | string[]>;
export type RouteHandler = (request: Request, route: { params: Promise<RouteParams> }) => Promise<Response>;
type RouteModule = Partial<Record<Method, RouteHandler>>;

const routeModules = import.meta.glob<RouteModule>('../../../app/api/**/route.ts');
const routeSources = import.meta.glob<string>('../../../app/api/**/route.ts', {
  query: '?raw',
  import: 'default',
});

/** One segment of a route's path: a fixed name, a `[param]` or a `[...catchAll]`. */
export type Segment =
  { kind: 'fixed'; name: string } | { kind: 'param'; name: string } | { kind: 'catchAll'; name: string };

export interface ApiEndpoint {
  /** `/api/user/addresses/[id]`, as the folders name it. */
  route: string;
  method: Method;
  segments: Segment[];
  handler: RouteHandler;
  /** The route file's text (which contract schemas it parses with). */
  source: string;
}

function segmentsOf(route: string): Segment[] {
  return route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment)?.[1];
      if (catchAll) return { kind: 'catchAll', name: catchAll };
      const param = /^\[(\w+)\]$/.exec(segment)?.[1];
      return param ? { kind: 'param', name: param } : { kind: 'fixed', name: segment };
    });
}

/** Every method of every route file under `/api` whose route starts with `prefix`. */
export async function apiEndpoints(prefix = '/api/'): Promise<ApiEndpoint[]> {
  const found: ApiEndpoint[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    const route = file.replace('../../../app', '').replace('/route.ts', '');
    if (!route.startsWith(prefix)) continue;
    const handlers = await load();
    const source = await routeSources[file]!();
    for (const method of methods) {
      const handler = handlers[method];
      if (handler) found.push({ route, method, segments: segmentsOf(route), handler, source });
    }
  }
  return found.sort((a, b) => `${a.route} ${a.method}`.localeCompare(`${b.route} ${b.method}`));
}

/** The URL path and the params a handler receives, with `value` for each `[param]` and `[...catchAll]`. */
export function urlOf(
  segments: Segment[],
  value: (segment: Segment) => string | string[],
): { path: string; params: RouteParams } {
  const params: RouteParams = {};
  const parts = segments.map((segment) => {
    if (segment.kind === 'fixed') return segment.name;
    const given = value(segment);
    params[segment.name] = given;
    return (Array.isArray(given) ? given : [given]).map(encodeURIComponent).join('/');
  });
  return { path: `/${parts.join('/')}`, params };
}

/** Whether a route names a record by a `[param]` in its path. */
export function hasIdSegment(endpoint: ApiEndpoint): boolean {
  return endpoint.segments.some((segment) => segment.kind === 'param');
}
