import type { PoolClient } from 'pg';

/**
 * Makes a pooled connection take promise-style queries one after another. Inside a transaction every read
 * goes to one connection, and services read independent things at once (`Promise.all`): node-postgres 8
 * queues such queries itself but warns that version 9 will refuse them. Callback-style calls (the pool's
 * own, on a connection nobody else holds) and submittables such as cursors pass through unchanged.
 */
export function serializeQueries(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  const serial = (...args: unknown[]): unknown => {
    const [first] = args;
    const callback = typeof args[args.length - 1] === 'function';
    const submittable = typeof (first as { submit?: unknown } | null)?.submit === 'function';
    if (callback || submittable) return query(...args);
    const result = tail.then(() => query(...args) as Promise<unknown>);
    // The next query waits for this one to finish, not for it to succeed.
    tail = result.catch(() => undefined);
    return result;
  };
  client.query = serial as PoolClient['query'];
}
