/** `db.execute()` answers `{ rows }` on PGlite and a plain array on postgres-js. */
export function sqlRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
