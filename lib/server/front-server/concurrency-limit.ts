import type { ServerResponse } from 'node:http';

/**
 * Requests of one kind in flight at once in this process. A request counts from when it is let in until its
 * response is finished or its connection closed, whichever comes first ('close' is emitted in both cases).
 */
export function concurrencyLimit(max: number) {
  let inFlight = 0;
  return {
    /** Counts the response in and returns true, or returns false when `max` are in flight already. */
    admit(response: ServerResponse): boolean {
      if (inFlight >= max) return false;
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
      });
      return true;
    },
    inFlight: () => inFlight,
  };
}
