/** `%`, `_` and `\` are wildcards or the escape of LIKE; a query typed by a user means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `%term%` for LIKE/ILIKE, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
