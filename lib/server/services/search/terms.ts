import 'server-only';
import { wordStem } from './word-stem';

/** One word of a query and its single-word synonyms: a name matches when it matches any of them. */
export type WordAlternatives = string[];
/** A phrasing of the query: a name matches when it matches every word. */
export type Phrase = WordAlternatives[];

export interface SearchTerms {
  /** The query as typed, trimmed. */
  term: string;
  /** Lower case, without diacritics, words separated by single spaces. */
  normalized: string;
  /** The query and its synonyms; a name matches when it matches one of them. Empty: nothing to search. */
  phrases: Phrase[];
}

const MAX_WORDS = 8;
const MAX_PHRASES = 5;
const MAX_ALTERNATIVES = 5;
const WORD_SEPARATORS = /[\s,;:!?()[\]{}"'„“‚‘*+|<>]+/u;
const EDGE_PUNCTUATION = /^[.\-/]+|[.\-/]+$/gu;

/** Splits an already normalized text into words; dots, dashes and slashes inside a word are kept (codes). */
export function searchWords(normalized: string): string[] {
  return normalized
    .split(WORD_SEPARATORS)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

function unique(values: string[], limit: number): string[] {
  return [...new Set(values)].slice(0, limit);
}

/**
 * The phrasings of a query. `synonymGroups` are normalized groups of equivalent terms (an admin's term
 * with its synonyms): a group member equal to the whole query adds its own phrasing, and a one-word
 * member equal to a word of the query becomes an alternative of that word, as does the word's stem
 * (`wordStem`: a plural finds the singular).
 */
export function buildSearchTerms(
  term: string,
  normalizedTerm: string,
  synonymGroups: string[][],
): SearchTerms {
  const words = searchWords(normalizedTerm);
  const normalized = words.join(' ');
  if (words.length === 0) return { term, normalized, phrases: [] };
  const groups = synonymGroups.map((group) => group.map((member) => searchWords(member).join(' ')));
  const base: Phrase = words.map((word) =>
    unique(
      [word, wordStem(word) ?? word, ...groups.filter((group) => group.includes(word)).flat()],
      MAX_ALTERNATIVES,
    ).filter((alternative) => alternative.length > 0),
  );
  const whole = groups
    .filter((group) => group.includes(normalized))
    .flat()
    .filter((member) => member !== normalized && member.length > 0)
    .map((member): Phrase => searchWords(member).map((word) => [word]));
  return { term, normalized, phrases: [base, ...whole].slice(0, MAX_PHRASES) };
}

const SALES_STEPS = [1000, 500, 250, 100, 50, 10, 0];

/** The bucket of a sales count (debug field `soldBySalesSteps`). */
export function salesStep(salesCount: number): number {
  return SALES_STEPS.find((step) => salesCount >= step) ?? 0;
}
