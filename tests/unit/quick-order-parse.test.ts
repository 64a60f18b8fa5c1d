import { describe, expect, it } from 'vitest';
import { looksLikeHeader, parsePastedLines, parseQuantity } from '@/lib/quick-order/parse-lines';

const fields = (text: string) =>
  parsePastedLines(text).map(({ line, code, quantity, problem }) => ({ line, code, quantity, problem }));

describe('pasted quick-order lines', () => {
  it('splits at tabs, semicolons, commas after a code, or spaces, and keeps line numbers', () => {
    expect(fields('\ufeffAB-1\t3\n\nab-2;4\r\n"AB-3","5"\nAB-4,6\nAB-5 7\n  \nAB-6 Tanier biely 8')).toEqual([
      { line: 1, code: 'AB-1', quantity: 3, problem: null },
      { line: 3, code: 'ab-2', quantity: 4, problem: null },
      { line: 4, code: 'AB-3', quantity: 5, problem: null },
      { line: 5, code: 'AB-4', quantity: 6, problem: null },
      { line: 6, code: 'AB-5', quantity: 7, problem: null },
      { line: 8, code: 'AB-6', quantity: 8, problem: null },
    ]);
  });

  it('takes the last column as the quantity and one piece when there is none', () => {
    expect(fields('AB-1\tPlate 27 cm\t\t12\nAB-2\nAB-3;;')).toEqual([
      { line: 1, code: 'AB-1', quantity: 12, problem: null },
      { line: 2, code: 'AB-2', quantity: 1, problem: null },
      { line: 3, code: 'AB-3', quantity: 1, problem: null },
    ]);
  });

  it('reads quantities as spreadsheets write them', () => {
    expect(parseQuantity('12,00')).toEqual({ quantity: 12, problem: null });
    expect(parseQuantity('12.0')).toEqual({ quantity: 12, problem: null });
    expect(parseQuantity('1 000')).toEqual({ quantity: 1000, problem: null });
    expect(parseQuantity('1\u00a0000')).toEqual({ quantity: 1000, problem: null });
    expect(parseQuantity('2,5')).toEqual({ quantity: null, problem: 'QUANTITY_NOT_WHOLE' });
    expect(parseQuantity('0')).toEqual({ quantity: null, problem: 'INVALID_QUANTITY' });
    expect(parseQuantity('-2')).toEqual({ quantity: null, problem: 'INVALID_QUANTITY' });
    expect(parseQuantity('ks')).toEqual({ quantity: null, problem: 'INVALID_QUANTITY' });
    expect(parseQuantity('10000')).toEqual({ quantity: null, problem: 'QUANTITY_ABOVE_MAXIMUM' });
    expect(fields('AB-1 2,5')).toEqual([
      { line: 1, code: 'AB-1', quantity: null, problem: 'QUANTITY_NOT_WHOLE' },
    ]);
    expect(fields('AB-1;"12,00"')[0]!.quantity).toBe(12);
  });

  it('recognizes a header line by a word for a quantity or a code without digits', () => {
    const [header, item] = parsePastedLines('Kód;Množství\nAB-1;2');
    expect(looksLikeHeader(header!)).toBe(true);
    expect(looksLikeHeader(item!)).toBe(false);
    expect(looksLikeHeader(parsePastedLines('EAN')[0]!)).toBe(true);
    expect(looksLikeHeader(parsePastedLines('8594001234567\t2')[0]!)).toBe(false);
  });
});
