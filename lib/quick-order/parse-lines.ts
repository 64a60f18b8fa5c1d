import { CART_QUANTITY_MAX } from '@/lib/api/contract/limits';

export type QuantityProblem = 'INVALID_QUANTITY' | 'QUANTITY_NOT_WHOLE' | 'QUANTITY_ABOVE_MAXIMUM';

/** One non-empty line of a pasted list or CSV file: `code quantity`, as a spreadsheet copies it. */
export interface PastedLine {
  /** 1-based line number in the text (empty lines count), for pointing at it. */
  line: number;
  /** The line as it was, trimmed. */
  input: string;
  /** A product code or an EAN, as typed. */
  code: string;
  /** The quantity field as typed; empty when the line has none (one piece is meant). */
  quantityText: string;
  /** Whole pieces, or null when the quantity field is not one (see `problem`). */
  quantity: number | null;
  problem: QuantityProblem | null;
}

/** Splits at `separator` outside double quotes, as CSV writers quote a field with the separator in it. */
function splitOutsideQuotes(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (char === '"' && quoted && line[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

const GROUP_OF_DIGITS = /^\d{1,3}$/;

/** "ABC 12", "ABC Plate 12", "ABC 1 000" (thousands apart): the first word is the code, the rest the quantity. */
function spaceSeparated(line: string): string[] {
  const [code = '', ...rest] = line.split(/\s+/);
  const thousands = rest.length > 1 && rest.every((part) => GROUP_OF_DIGITS.test(part));
  return [code, thousands ? rest.join('') : (rest.at(-1) ?? '')];
}

/**
 * A tab or a semicolon separates the fields, or a comma after a code (CSV: "ABC,12"); otherwise spaces
 * do, so that "ABC 2,5" keeps its decimal comma.
 */
function fieldsOf(line: string): string[] {
  let fields: string[];
  if (line.includes('\t')) fields = splitOutsideQuotes(line, '\t');
  else if (line.includes(';')) fields = splitOutsideQuotes(line, ';');
  else {
    const byComma = splitOutsideQuotes(line, ',');
    fields = byComma.length > 1 && !/\s/.test(byComma[0]!.trim()) ? byComma : spaceSeparated(line);
  }
  return fields.map((field) => field.trim().replace(/^"(.*)"$/, '$1')).filter((field) => field !== '');
}

/**
 * A quantity as spreadsheets write it: "12", "1 000", "12,00" or "12.0" are whole pieces; "2,5" is not;
 * anything else (text, a sign, 0) is no quantity.
 */
export function parseQuantity(text: string): { quantity: number | null; problem: QuantityProblem | null } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { quantity: 1, problem: null };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return { quantity: null, problem: 'INVALID_QUANTITY' };
  if (match[2] && /[1-9]/.test(match[2])) return { quantity: null, problem: 'QUANTITY_NOT_WHOLE' };
  const quantity = Number(match[1]);
  if (quantity < 1) return { quantity: null, problem: 'INVALID_QUANTITY' };
  if (quantity > CART_QUANTITY_MAX) return { quantity: null, problem: 'QUANTITY_ABOVE_MAXIMUM' };
  return { quantity, problem: null };
}

/**
 * The lines of a pasted list or CSV file: the first field is the code (or EAN), the last one the quantity
 * (columns between, such as a name, are ignored); a line with a code only means one piece.
 */
export function parsePastedLines(text: string): PastedLine[] {
  return text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((raw, index) => {
      const input = raw.trim();
      const fields = fieldsOf(input);
      if (fields.length === 0) return [];
      const quantityText = fields.length > 1 ? fields.at(-1)! : '';
      return [{ line: index + 1, input, code: fields[0]!, quantityText, ...parseQuantity(quantityText) }];
    });
}

/** Non-empty lines of a text, for the line limit (counted before anything is parsed). */
export function countPastedLines(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

/**
 * Whether the first line is a column header ("Kód;Množství", "EAN\tPočet") rather than an item: it
 * names nothing the shop sells and its quantity is a word, or its "code" has no digit at all.
 */
export function looksLikeHeader(line: PastedLine): boolean {
  return /\p{L}/u.test(line.quantityText) || !/\d/.test(line.code);
}
