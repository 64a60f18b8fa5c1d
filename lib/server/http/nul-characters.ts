import 'server-only';
import { AppError } from '@/lib/server/errors';

/**
 * PostgreSQL's text cannot hold U+0000: input carrying it could only fail in the database. It is refused
 * here, in one place, as invalid input (the field it is in, `_` for the address), for every endpoint.
 */
const NUL = '\u0000';

function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return path;
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function assertNoNulCharacters(value: unknown): void {
  const path = nulPath(value, []);
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
