'use client';

import { useEffect, useState } from 'react';

/**
 * True once `element` has left the screen over its top edge (the shopper scrolled past it); false while
 * it is on the screen or still below it, and without an element.
 */
export function useScrolledPast(element: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const top = entry.rootBounds?.top ?? 0;
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return element !== null && past;
}
