import { act } from '@testing-library/react';

export const BASE = 'http://shop.test';
export const SUGGEST_URL = `${BASE}/api/search/suggest`;
export const BY_CODE_URL = `${BASE}/api/search/by-code`;

// The search answers the browser tests (tests/e2e-mocked) use as well.
export { product, results } from '@/tests/support/msw/search';

/** Gives fetches, MSW and React real turns of the event loop while the faked timers stand still. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** A promise the test resolves when it wants a server answer to arrive. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
