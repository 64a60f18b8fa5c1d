import 'server-only';
import { AppError } from '@/lib/server/errors';

/**
 * PostgreSQL's text cannot hold U+0000: input carrying it could only fail in the database. It is refused
 * here, in one place, as invalid input (the field it is in, `_` for the address), for every endpoint.
 */
const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): string[] {
  const path: string[] = [];
  for (let at = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string or key holding NUL, walked without recursion: 10 kB of `[` overflowed the
 * stack of the recursive walk this replaced.
 */
function nulPath(root: unknown): string[] | null {
  const pending: Visit[] = [{ value: root, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(visit);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (key.includes(NUL)) return pathOf(visit);
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

export function assertNoNulCharacters(value: unknown): void {
  const path = nulPath(value);
  if (path)
    throw new AppError('VALIDATION_ERROR', undefined, {
      fields: { [path.join('.') || '_']: ['controlCharacter'] },
    });
}

/** The path and query string (decoded) and the route's params, which handlers read as text. */
export function assertNoNulInAddress(url: string, params: unknown): void {
  const { pathname, searchParams } = new URL(url);
  const address = [safeDecode(pathname), ...searchParams.keys(), ...searchParams.values()];
  if (address.some((part) => part.includes(NUL))) {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { _: ['controlCharacter'] } });
  }
  assertNoNulCharacters(params);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
