'use client';

import { useEffect, useRef, useState } from 'react';

/** Spec §9 "Fetch minimum display delay": a loading state, once shown, stays at least this long. */
export const FETCH_MINIMUM_DISPLAY_MS = 200;

/**
 * `active`, held true for at least `minimumMs` after it turned on: a fast answer does not make a loading
 * label or spinner flash for a frame, which reads as flicker.
 */
export function useMinimumDisplay(active: boolean, minimumMs = FETCH_MINIMUM_DISPLAY_MS): boolean {
  const [shown, setShown] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  const startedAt = useRef(0);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setShown(true);
  }
  useEffect(() => {
    if (active) {
      startedAt.current = Date.now();
      return;
    }
    const left = Math.max(0, minimumMs - (Date.now() - startedAt.current));
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);
  return active || shown;
}
