/** Only words of letters have endings; codes and sizes ("td-19", "450") are searched as typed. */
const LETTERS = /^\p{L}+$/u;

/**
 * A word without its plural or case ending, so that "poháre", "talíře", "uteráky" and "glasses" begin
 * the words "pohár", "talíř", "uterák" and "glass" of the names as their singular does; null when the word
 * has no ending to drop. `word` is normalized (lower case, no diacritics). Deliberately crude: one final
 * vowel, `y` or `s` (not of `-ss`), or an English `-es` after a hissing sound, and never below 4 letters, so that
 * "vino" stays "vino" (not "vin" of "Vinea") and "cups" becomes "cup".
 */
export function wordStem(word: string): string | null {
  if (!LETTERS.test(word)) return null;
  if (word.length >= 6 && /(?:s|x|z|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  if (word.length >= 5 && /[aeiouy]$|[^s]s$/u.test(word)) return word.slice(0, -1);
  if (word.length === 4 && word.endsWith('s')) return word.slice(0, -1);
  return null;
}
