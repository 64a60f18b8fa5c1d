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
  let values = firstValues(raw);
  const invalid: string[] = [];
  // Each round leaves out what failed; checks across fields (from ≤ to) only run once the fields pass.
  for (;;) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { query: parsed.data, invalid };
    const failed = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
    if (failed.every((key) => !(key in values))) throw parsed.error;
    invalid.push(...failed.filter((key) => key in values));
    values = Object.fromEntries(Object.entries(values).filter(([key]) => !failed.includes(key)));
  }
}

/** A parsed query back into URL parameters (for links that keep it), without the empty ones. */
export function queryParams(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
}
