/**
 * The one place that tells "the database cannot be reached now" from "this query is wrong": the first
 * is answered 503 SERVICE_UNAVAILABLE (try again soon), the second stays a 500.
 */

/** The database could not be opened (connected, migrated) or did not answer; the next request tries again. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of Node. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres says a connection broke, timed out or is gone only in words: "Connection terminated
 * (unexpectedly | due to connection timeout)", "Query read timeout", "timeout exceeded when trying to
 * connect" (every pooled connection busy), "Client has encountered a connection error…", "Client was
 * closed…", "Cannot use a pool after calling end on the pool".
 */
const connectionMessages =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/**
 * SQLSTATEs of a server that cannot serve now: 57P01–57P03 shutting down or starting, 57014 a statement
 * cancelled by the statement timeout; the classes 08 (connection exception) and 53 (insufficient
 * resources, e.g. 53300 "too many clients") as a whole.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014']);
const unavailableClasses = ['08', '53'];

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  if (connectionCodes.has(code) || unavailableStates.has(code)) return true;
  return code.length === 5 && unavailableClasses.includes(code.slice(0, 2));
}

/** Drizzle wraps a driver's error in `cause`; a failed connect to several addresses is an AggregateError. */
function* causesOf(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 8 || error === null || error === undefined) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* causesOf(inner, depth + 1);
  if (error instanceof Error) yield* causesOf(error.cause, depth + 1);
}

/** The error, or the one it wraps, that says the database is down, unreachable or overloaded; or null. */
function outageOf(error: unknown): Error | null {
  for (const cause of causesOf(error)) {
    if (!(cause instanceof Error)) continue;
    if (cause instanceof DatabaseUnavailableError) return outageOf(cause.cause) ?? cause;
    const code = (cause as Error & { code?: unknown }).code;
    if (isUnavailableCode(code) || connectionMessages.test(cause.message)) return cause;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return outageOf(error) !== null;
}

/**
 * One line for the log: the failure that made it an outage, without the stack or the failed query and
 * its parameters (an outage repeats it on every request).
 */
export function unavailableReason(error: unknown): string {
  const outage = outageOf(error);
  if (!outage) return error instanceof Error ? error.message : String(error);
  const code = (outage as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${outage.message}` : outage.message;
}
