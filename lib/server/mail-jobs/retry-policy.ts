/** How the outbox retries: what the worker needs to know besides the job. */
export interface RetryPolicy {
  retrySeconds: number;
  maxAttempts: number;
  leaseSeconds: number;
}

const LONGEST_WAIT_SECONDS = 3600;

/** Seconds before the next attempt after `attempts` failed ones: doubling, capped at an hour. */
export function secondsUntilRetry(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.retrySeconds * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_SECONDS);
}
