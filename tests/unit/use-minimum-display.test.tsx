// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_MINIMUM_DISPLAY_MS, useMinimumDisplay } from '@/lib/hooks/use-minimum-display';

describe('a loading state shows for at least 200 ms (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays on until 200 ms have passed when the answer came sooner', () => {
    expect(FETCH_MINIMUM_DISPLAY_MS).toBe(200);
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(140));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(false);
  });

  it('goes off at once when the loading lasted longer, and comes back on for the next one', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
  });
});
