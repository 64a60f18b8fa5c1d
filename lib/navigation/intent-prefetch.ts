import type { FocusEvent, MouseEvent, TouchEvent } from 'react';

interface IntentHandlers<T> {
  onMouseEnter?: (event: MouseEvent<T>) => void;
  onFocus?: (event: FocusEvent<T>) => void;
  onTouchStart?: (event: TouchEvent<T>) => void;
}

/**
 * A link's own handlers, each also calling `prefetch`: links prefetch when the visitor reaches for them
 * (pointer over, keyboard focus, touch) instead of when they scroll into view. Viewport prefetching would
 * make every page view render each visible link's page on the server — 24–40 product cards, category tiles,
 * the header's links — and parse their payloads in the browser while the page is still loading, for pages
 * the visitor mostly never opens.
 */
export function withIntentPrefetch<T>(handlers: IntentHandlers<T>, prefetch: () => void): IntentHandlers<T> {
  return {
    onMouseEnter: (event) => {
      prefetch();
      handlers.onMouseEnter?.(event);
    },
    onFocus: (event) => {
      prefetch();
      handlers.onFocus?.(event);
    },
    onTouchStart: (event) => {
      prefetch();
      handlers.onTouchStart?.(event);
    },
  };
}
