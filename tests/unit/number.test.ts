import { describe, expect, it } from 'vitest';
import { nb } from '../support/no-break';
import { formatNumber } from '@/lib/format/number';

describe('formatNumber', () => {
  it('rounds to whole numbers by default and groups thousands with a space', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe(nb('1 000'));
    expect(formatNumber(1234567.4)).toBe(nb('1 234 567'));
    expect(formatNumber(2.5)).toBe('3');
  });

  it('uses a comma for decimals and pads them', () => {
    expect(formatNumber(1234.5, 2)).toBe(nb('1 234,50'));
    expect(formatNumber(0.5, 1)).toBe('0,5');
    expect(formatNumber(3, 3)).toBe('3,000');
  });

  it('rounds decimals without binary floating-point surprises', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(1.255, 2)).toBe('1,26');
    expect(formatNumber(0.125, 2)).toBe('0,13');
  });

  it('keeps the minus for negatives but never shows -0', () => {
    expect(formatNumber(-1234.5, 1)).toBe(nb('-1 234,5'));
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });

  it('handles very small numbers written with an exponent', () => {
    expect(formatNumber(1e-7, 2)).toBe('0,00');
  });

  it('shows a placeholder instead of NaN or Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('–');
  });

  it('rejects an invalid number of decimals', () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
  });
});
