import type { z } from 'zod';

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The first value of each parameter, as a page's `searchParams` give them. */
export function firstValues(raw: PageSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[key] = first;
  }
  return values;
}

/**
 * A page's URL query by the API's schema, leaving out the parameters that are not valid (a page shows
 * the list anyway and says which filters it ignored, where the API answers 400). `invalid` names them.
 */
export function parseLeniently<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  raw: PageSearchParams,
): { query: z.output<S>; invalid: string[] } {
  const values = firstValues(raw);
  const first = schema.safeParse(values);
  if (first.success) return { query: first.data, invalid: [] };
  const invalid = [...new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  const valid = Object.fromEntries(Object.entries(values).filter(([key]) => !invalid.includes(key)));
  return { query: schema.parse(valid), invalid };
}

/** A parsed query back into URL parameters (for links that keep it), without the empty ones. */
export function queryParams(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
}
