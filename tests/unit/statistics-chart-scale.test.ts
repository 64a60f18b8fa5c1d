import { describe, expect, it } from 'vitest';
import { labelledIndexes, slotX, valueScale, valueY } from '@/lib/admin/statistics/chart-scale';

describe('the scale of a statistics chart', () => {
  it('rounds the top up to whole 1, 2 or 5 × 10ⁿ steps', () => {
    expect(valueScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(valueScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  });

  it('labels money in whole crowns or euros: the step is at least 100 minor units', () => {
    expect(valueScale(615_800, 4, 100)).toEqual({
      max: 800_000,
      ticks: [0, 200_000, 400_000, 600_000, 800_000],
    });
    expect(valueScale(50, 4, 100)).toEqual({ max: 100, ticks: [0, 100] });
  });

  it('keeps only the base line when there is nothing to show', () => {
    expect(valueScale(0)).toEqual({ max: 1, ticks: [0] });
    expect(valueScale(0, 4, 100)).toEqual({ max: 100, ticks: [0] });
  });

  it('puts values on the axis upside down, as SVG draws, and days in the middle of their slots', () => {
    const scale = valueScale(100);
    expect(valueY(0, scale, 200)).toBe(200);
    expect(valueY(50, scale, 200)).toBe(100);
    expect(valueY(100, scale, 200)).toBe(0);
    expect(valueY(-5, scale, 200)).toBe(200);
    expect(slotX(0, 4, 400)).toBe(50);
    expect(slotX(3, 4, 400)).toBe(350);
  });

  it('writes the date of the first and last day and a few evenly between', () => {
    expect(labelledIndexes(3)).toEqual([0, 1, 2]);
    expect(labelledIndexes(30)).toEqual([0, 7, 15, 22, 29]);
    expect(labelledIndexes(1)).toEqual([0]);
  });
});
