/**
 * Set by server.ts before the app starts, read by the app's start-up: in production the shop must run
 * behind its front server, without which a client could pick its own address for every rate limit.
 */
const MARKER = Symbol.for('horeca-shop.front-server');

type MarkedGlobal = typeof globalThis & { [MARKER]?: true };

export function markFrontServer(): void {
  (globalThis as MarkedGlobal)[MARKER] = true;
}

export function runsBehindFrontServer(): boolean {
  return (globalThis as MarkedGlobal)[MARKER] === true;
}
