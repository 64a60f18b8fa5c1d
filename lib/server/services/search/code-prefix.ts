import { escapeLike } from '@/lib/server/db/like-pattern';

/** Shorter beginnings ("pv-") would find a whole product type. */
const CODE_PREFIX_MIN_LENGTH = 4;

/**
 * The `LIKE` pattern of the variant codes a term may begin ("PV-450-1385" of "PV-450-1385-B12"), or null
 * when the term cannot be the beginning of a code: codes are one word and hold digits, and a word without
 * them is searched for in names only.
 */
export function codePrefixPattern(term: string): string | null {
  const code = term.trim().toLowerCase();
  if (code.length < CODE_PREFIX_MIN_LENGTH || /\s/u.test(code) || !/\d/u.test(code)) return null;
  return `${escapeLike(code)}%`;
}

/**
 * The `LIKE` pattern of the variant codes of which a term is the product code: the term followed by the
 * variant's suffix ("PV-450-1385" of "PV-450-1385-B12", never of "PV-450-13850"); null as above.
 */
export function productCodePattern(term: string): string | null {
  return codePrefixPattern(term) === null ? null : `${escapeLike(term.trim().toLowerCase())}-%`;
}
