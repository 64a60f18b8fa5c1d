/** PDF literal strings: `(…)` with backslash escapes; UTF-16BE when they start with a byte-order mark. */
function decodeLiteral(raw: string): string {
  const bytes = raw.replace(
    /\\([nrtbf()\\])/g,
    (_, character: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[character] ?? character,
  );
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}

/** The document title of a PDF written by pdfkit (the Info dictionary's Title, an indirect string). */
export function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(text);
  const literal = reference
    ? new RegExp(`\\n${reference[1]} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)`, 's').exec(text)
    : /\/Title \(((?:\\.|[^\\)])*)\)/s.exec(text);
  return literal ? decodeLiteral(literal[1]!) : null;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
