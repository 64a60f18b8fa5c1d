/** A copy of the list's URL query with some parameters changed (null removes one). */
export function withSearchParams(
  current: URLSearchParams | string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
