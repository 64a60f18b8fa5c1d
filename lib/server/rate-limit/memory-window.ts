/**
 * Requests per key in fixed windows, counted in this process's memory: cheap enough for every keystroke
 * of a search (no database write), at the price of counting per app instance. With several instances
 * behind a balancer a client may make `limit` requests on each; the limits are set so that this does not
 * matter (they stop scripts, not people).
 */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** Keys kept at most; past it, the windows that are over are dropped before a new key is added. */
const MAX_KEYS = 50_000;

export function memoryWindowLimiter({ limit, windowMs }: WindowLimit) {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function dropEnded(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  /** Counts a request of `key`: 0 when it may go ahead, else the seconds until its window ends. */
  return function take(key: string, now = Date.now()): number {
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window && windows.size >= MAX_KEYS) dropEnded(now);
      window = { count: 0, endsAt: now + windowMs };
      windows.set(key, window);
    }
    if (window.count >= limit) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    window.count += 1;
    return 0;
  };
}
