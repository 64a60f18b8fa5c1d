import 'server-only';
import { escapeLike } from '@/lib/server/db/like-pattern';
import { SQL, sql } from 'drizzle-orm';
import { type Phrase, type SearchTerms, type WordAlternatives } from './terms';

/** Shorter words are matched as substrings only: their trigrams say too little for a fuzzy match. */
const FUZZY_MIN_LENGTH = 5;
/** Only words of letters may be misspelt; codes and sizes ("450", "td-19") must be typed as they are. */
const FUZZY_WORD = /^\p{L}+$/u;

/**
 * What a word is matched against: `text` as a substring, and `name` (a part of it, or the same) also
 * fuzzily. A parameter value or a brand must be typed right; a typo is forgiven in the name only, where
 * the trigram comparison is short.
 */
export type Searched = SQL | { text: SQL; name: SQL };

function columnsOf(searched: Searched): { text: SQL; name: SQL } {
  return searched instanceof SQL ? { text: searched, name: searched } : searched;
}

function alternativeMatches(searched: Searched, alternative: string): SQL {
  const { text, name } = columnsOf(searched);
  const contains = sql`${text} like ${`%${escapeLike(alternative)}%`}`;
  if (alternative.length < FUZZY_MIN_LENGTH || !FUZZY_WORD.test(alternative)) return contains;
  // `<%`: the word is similar to some word of the name (a typo, another ending); uses the trigram index.
  return sql`(${contains} or ${alternative} <% ${name})`;
}

/**
 * An alternative that contains another one matches only where that one does (a word and its stem,
 * "pohare" and "pohar"): it is left out of the match, though not of the score.
 */
function matchingAlternatives(alternatives: WordAlternatives): WordAlternatives {
  return alternatives.filter(
    (alternative, index) =>
      !alternatives.some(
        (other, otherIndex) => otherIndex !== index && other !== alternative && alternative.includes(other),
      ),
  );
}

function wordMatches(searched: Searched, alternatives: WordAlternatives): SQL {
  return sql`(${sql.join(
    matchingAlternatives(alternatives).map((alternative) => alternativeMatches(searched, alternative)),
    sql` or `,
  )})`;
}

function shortestLength(alternatives: WordAlternatives): number {
  return Math.min(...alternatives.map((alternative) => alternative.length));
}

/** The word with the most trigrams finds the fewest candidates in the index. */
function mostSelectiveWord(phrase: Phrase): WordAlternatives {
  return phrase.reduce((best, word) => (shortestLength(word) > shortestLength(best) ? word : best));
}

/**
 * A cheap first cut for the trigram GIN index: names that match the most selective word of a phrasing.
 * `column` must be a normalized text with a trigram index: `product_translations.search_text`, or the
 * indexed expression `f_unaccent(lower(name))` of categories and brands. Every row it lets through is
 * rechecked, so the other words are left to `matchesTerms` on a computed column.
 */
export function candidateCondition(column: Searched, terms: SearchTerms): SQL {
  const phrases = terms.phrases.filter((phrase) => phrase.length > 0);
  if (phrases.length === 0) return sql`false`;
  return sql`(${sql.join(
    phrases.map((phrase) => wordMatches(column, mostSelectiveWord(phrase))),
    sql` or `,
  )})`;
}

/**
 * True when `column` matches a word (of at least `minLength` characters) of any phrasing: the first cut for
 * a short list such as the brands, where a word names the row and the other words describe the product.
 */
export function anyWordMatches(column: Searched, terms: SearchTerms, minLength: number): SQL {
  const words = terms.phrases.flat().filter((alternatives) => shortestLength(alternatives) >= minLength);
  if (words.length === 0) return sql`false`;
  return sql`(${sql.join(
    words.map((alternatives) => wordMatches(column, alternatives)),
    sql` or `,
  )})`;
}

/** True when `column` (normalized text) matches every word of one of the phrasings. */
export function matchesTerms(column: Searched, terms: SearchTerms): SQL {
  if (terms.phrases.length === 0) return sql`false`;
  const phrases = terms.phrases.map(
    (phrase) =>
      sql`(${sql.join(
        phrase.map((alternatives) => wordMatches(column, alternatives)),
        sql` and `,
      )})`,
  );
  return sql`(${sql.join(phrases, sql` or `)})`;
}

/**
 * `matchesTerms` for rows that already passed `candidateCondition`: when every phrasing is one word the
 * candidate condition is the whole match, and rechecking it would cost a trigram comparison per row.
 */
export function matchesCandidate(column: Searched, terms: SearchTerms): SQL {
  return terms.phrases.every((phrase) => phrase.length === 1) ? sql`true` : matchesTerms(column, terms);
}

function startsWord(column: SQL, alternatives: WordAlternatives): SQL {
  const starts = matchingAlternatives(alternatives).map(
    (alternative) => sql`(' ' || ${column}) like ${`% ${escapeLike(alternative)}%`}`,
  );
  return sql`case when ${sql.join(starts, sql` or `)} then 1 else 0 end`;
}

/** The share of the phrase's words that begin a word of `column`, 0–1. */
function phraseStarts(column: SQL, phrase: Phrase): SQL {
  const starting = sql.join(
    phrase.map((alternatives) => startsWord(column, alternatives)),
    sql` + `,
  );
  return sql`(${starting})::real / ${sql.raw(String(phrase.length))}`;
}

function phraseScore(column: SQL, phrase: Phrase): SQL {
  const text = phrase.map((alternatives) => alternatives[0] ?? '').join(' ');
  return sql`(${phraseStarts(column, phrase)} + similarity(${column}, ${text}))`;
}

function best(scores: SQL[]): SQL {
  const [first, ...others] = scores;
  if (!first) return sql`0`;
  return others.length === 0 ? first : sql`greatest(${sql.join(scores, sql`, `)})`;
}

/** The best phrasing's share of query words that begin a word of `column`: the cheap part of `matchScore`. */
export function matchStarts(column: SQL, terms: SearchTerms): SQL {
  return best(terms.phrases.map((phrase) => phraseStarts(column, phrase)));
}

/**
 * The rank of a match, 0–2 rounded to hundredths: the share of query words that begin a word of the name,
 * plus the trigram similarity of the whole query and the name (a shorter, closer name ranks higher).
 * Rounding makes near-equal matches tie, so that boost and sales decide between them.
 */
export function matchScore(column: SQL, terms: SearchTerms): SQL {
  return sql`round((${best(terms.phrases.map((phrase) => phraseScore(column, phrase)))})::numeric, 2)`;
}
