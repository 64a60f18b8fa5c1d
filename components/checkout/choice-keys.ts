import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Choosing a shipping or payment saves it and closes its step, so the arrow keys must not choose, as
 * they do in a native radio group: here they only move the focus among the options, and Space (native)
 * or Enter chooses the focused one.
 */
export function onChoiceKeyDown(event: KeyboardEvent<HTMLInputElement>, pick: () => void): void {
  if (event.key === 'Enter') {
    event.preventDefault();
    pick();
    return;
  }
  const step = STEPS[event.key];
  if (!step) return;
  event.preventDefault();
  const radio = event.currentTarget;
  const group = [
    ...(radio.form ?? document).querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${radio.name}"]`,
    ),
  ].filter((candidate) => !candidate.disabled);
  const index = group.indexOf(radio);
  group[(index + step + group.length) % group.length]?.focus();
}
