import 'server-only';
import type { z } from 'zod';

/** Answers about one user's records: never kept by a browser or proxy cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** The query string of a GET request checked by a zod schema (a bad value is a 400 with `fields`). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}
