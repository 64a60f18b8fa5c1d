'use client';

import { useEffect, useRef } from 'react';
import type { CheckoutBox } from '@/lib/stores/checkout-store';
import { sectionId } from './checkout-steps';
import { focusSection } from './focus-section';

/** The summary's heading (order-summary.tsx): where the focus goes once no step is left. */
export const SUMMARY_HEADING_ID = 'checkout-summary-title';

/**
 * When a step is done its form gives way to a summary, taking the focused control with it: the focus
 * then moves to the heading of the step that opens (or of the order summary), so a keyboard or
 * screen-reader user goes on from there instead of from the top of the page. The focus is left alone
 * when it is elsewhere (the shopper moved on) and on the first render (a page load steals nothing).
 */
export function useFocusFollowsStep(current: CheckoutBox | null): void {
  const previous = useRef(current);
  useEffect(() => {
    const left = previous.current;
    previous.current = current;
    if (left === current || left === null) return;
    const active = document.activeElement;
    const focusWasLost = !active || active === document.body;
    const focusInLeftStep = !!active && !!document.getElementById(sectionId(left))?.contains(active);
    if (!focusWasLost && !focusInLeftStep) return;
    if (current) focusSection(current);
    else requestAnimationFrame(() => document.getElementById(SUMMARY_HEADING_ID)?.focus());
  }, [current]);
}
