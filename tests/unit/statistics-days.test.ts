import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, daysOfRange, fillDays, shopToday } from '@/lib/admin/statistics/days';

describe('the days of a statistics range', () => {
  it('counts calendar days across month ends, leap days and the change to summer time', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2021-03-01', -1)).toBe('2021-02-28');
    expect(daysOfRange('2021-03-27', '2021-03-29')).toEqual(['2021-03-27', '2021-03-28', '2021-03-29']);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInRange('2024-01-02', '2024-01-01')).toBe(0);
  });

  it('gives every day a value, the quiet ones the empty one, in calendar order', () => {
    const rows = [
      { date: '2021-03-03', views: 4 },
      { date: '2021-03-01', views: 2 },
      { date: '2021-02-27', views: 9 },
    ];
    expect(fillDays('2021-03-01', '2021-03-04', rows, (date) => ({ date, views: 0 }))).toEqual([
      { date: '2021-03-01', views: 2 },
      { date: '2021-03-02', views: 0 },
      { date: '2021-03-03', views: 4 },
      { date: '2021-03-04', views: 0 },
    ]);
  });

  it('takes today from the Prague calendar, not from UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Prague.
    expect(shopToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(shopToday(new Date('2025-07-01T21:59:00Z'))).toBe('2025-07-01');
  });
});
