import { SEARCH_MIN_LENGTH } from '@/lib/api/contract/search';

/** Longer terms are not shown: a link must search for what it says, so they are not cut short either. */
const DISPLAYED_TERM_MAX = 40;

/**
 * A logged spelling as the shop may show it to everyone (trimmed, NFC, one space between words), or null
 * when it may not be shown. After NFC every letter of Slovak, Czech and English is one code point, so a
 * combining mark left over was stacked on purpose (`á́́́́́́́`), and control and format characters hide or
 * reorder text.
 */
export function displayTerm(spelling: string): string | null {
  const term = spelling.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (term.length < SEARCH_MIN_LENGTH || term.length > DISPLAYED_TERM_MAX) return null;
  return /[\p{M}\p{C}]/u.test(term) ? null : term;
}
