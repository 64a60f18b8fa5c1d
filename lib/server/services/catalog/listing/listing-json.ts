/** A `json_agg` column: postgres-js and PGlite parse json themselves, but a text answer is parsed here. */
export function jsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}
