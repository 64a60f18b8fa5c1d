/*
 * Characters a person never types into a form but a script can send: C0 and C1 controls (CR/LF split an
 * e-mail header or a log line, ESC recolours a terminal) and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069: they make a name or a note read differently from what it says). The
 * direction marks U+200E/U+200F are harmless and stay allowed.
 */
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Text of one line (a name, an address line): no line breaks, tabs or other controls. */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** Text of several lines (a note): line breaks (LF, CR) and tabs, but no other controls. */
export function isPlainText(value: string): boolean {
  return !NOT_PLAIN_TEXT.test(value);
}
