import type { Server } from 'node:http';

export interface ServerTimeouts {
  headersSeconds: number;
  requestSeconds: number;
  keepAliveSeconds: number;
}

/** How often Node looks for requests past their time: the timeouts are enforced to about this much. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * A client that sends its headers or its body slowly holds a connection (and its memory) for as long as
 * the server lets it: Node's defaults are 60 s for the headers and 300 s for the request. A request may
 * take no less time than its headers; an idle keep-alive connection is closed sooner than either.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  server.headersTimeout = timeouts.headersSeconds * 1000;
  server.requestTimeout = Math.max(timeouts.requestSeconds, timeouts.headersSeconds) * 1000;
  server.keepAliveTimeout = Math.min(timeouts.keepAliveSeconds, timeouts.headersSeconds) * 1000;
}
