'use client';

import type { KeyboardEvent } from 'react';

const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Arrow keys, Home and End move the focus between the buttons of a list (a list of choices is then one
 * stop of the Tab key away, and Enter or Space picks the focused one).
 */
export function arrowKeyListHandler(event: KeyboardEvent<HTMLElement>): void {
  if (!KEYS.has(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return;
  event.preventDefault();
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(last, index + 1)
          : Math.max(0, index - 1);
  buttons[next]!.focus();
}
