'use client';

import { useEffect, useState } from 'react';

/**
 * The observed area reaches far below the screen, so an element counts as "in" until it has gone over the
 * screen's top edge. An observer reports only crossings of its area's edges: with the screen alone, a jump
 * from below the screen to above it (a fling, the End key, a jump to an anchor) would cross none.
 */
export const SCROLLED_PAST_ROOT_MARGIN = '0px 0px 100000px 0px';

/**
 * True once `element` has left the screen over its top edge (the shopper scrolled past it); false while
 * it is on the screen or still below it, and without an element.
 */
export function useScrolledPast(element: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: SCROLLED_PAST_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return element !== null && past;
}
