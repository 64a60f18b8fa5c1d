import { useState } from 'react';

/**
 * True from the first render in which `open` is true on: a lazily loaded dialog is fetched when it first
 * opens and then stays mounted, so that it can animate out and reopen at once.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
