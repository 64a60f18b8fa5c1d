// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLED_PAST_ROOT_MARGIN, useScrolledPast } from '@/components/product/use-scrolled-past';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** jsdom has no IntersectionObserver: this one remembers its callback and what it watches. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const viewport = { top: 0, bottom: 812 } as DOMRectReadOnly;

/** The observer reports the element at `top`..`bottom` of an 812 px high screen. */
function report(top: number, bottom: number) {
  act(() =>
    FakeObserver.last!.callback([
      {
        // The observed area reaches far below the screen (SCROLLED_PAST_ROOT_MARGIN).
        isIntersecting: bottom > viewport.top,
        boundingClientRect: { top, bottom } as DOMRectReadOnly,
        rootBounds: viewport,
      },
    ]),
  );
}

describe('useScrolledPast: the sticky buy bar comes once the buy box has left the screen upwards', () => {
  beforeEach(() => {
    FakeObserver.last = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is false while the element is below the screen or on it, true once it is above', () => {
    const element = document.createElement('div');
    const { result } = renderHook(() => useScrolledPast(element));
    expect(FakeObserver.last!.watched).toEqual([element]);
    // Everything below the screen's top edge is in the observed area: leaving it is crossing that edge.
    expect(FakeObserver.last!.options?.rootMargin).toBe(SCROLLED_PAST_ROOT_MARGIN);
    expect(SCROLLED_PAST_ROOT_MARGIN).toMatch(/^0px 0px \d{6,}px 0px$/);
    report(1200, 1256);
    expect(result.current).toBe(false);
    report(400, 456);
    expect(result.current).toBe(false);
    report(-10, 46);
    expect(result.current).toBe(false);
    report(-100, -44);
    expect(result.current).toBe(true);
    report(300, 356);
    expect(result.current).toBe(false);
  });

  it('is false without an element and stops watching one that goes', () => {
    const element = document.createElement('div');
    const { result, rerender } = renderHook(({ watched }) => useScrolledPast(watched), {
      initialProps: { watched: element as Element | null },
    });
    const observer = FakeObserver.last!;
    report(-100, -44);
    expect(result.current).toBe(true);
    rerender({ watched: null });
    expect(observer.disconnected).toBe(true);
    expect(result.current).toBe(false);
  });
});
