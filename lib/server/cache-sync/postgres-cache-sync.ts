import type { Client } from 'pg';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import type { CacheExpiry } from './cache-expiry';

export const CACHE_SYNC_CHANNEL = 'shop_cache_expiry';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: past this, every page and read is expired. */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;
const PING_EVERY_MS = 10_000;
const PING_TIMEOUT_MS = 5000;

interface Message extends CacheExpiry {
  origin: string;
}

/** Everything: what an instance applies when it may have missed messages (its connection was lost). */
export const EVERYTHING: CacheExpiry = { reads: Object.values(cacheTags), pages: [null] };

export interface CacheSync {
  publish: (expiry: CacheExpiry) => void;
  close: () => Promise<void>;
}

export interface PostgresCacheSyncOptions {
  url: string;
  /** This instance: its own messages come back to it and are not applied twice. */
  instanceId: string;
  /** Expires here what another instance's write expired. */
  apply: (expiry: CacheExpiry) => void;
  log?: (line: string) => void;
}

function payloadOf(message: Message): string {
  const payload = JSON.stringify(message);
  return payload.length < MAX_PAYLOAD ? payload : JSON.stringify({ ...EVERYTHING, origin: message.origin });
}

/**
 * Cache expiry between instances over PostgreSQL's LISTEN/NOTIFY, on one connection of its own: every
 * instance already shares the database, and a notification reaches the listeners in milliseconds. A
 * connection that breaks (or cannot be opened at start) is tried again every second, and the instance then
 * expires everything, as it may have missed messages meanwhile. A message that cannot be sent is logged;
 * the other instances' copies then live until their lifetime ends.
 */
export async function startPostgresCacheSync(options: PostgresCacheSyncOptions): Promise<CacheSync> {
  const { Client: PgClient } = await import('pg');
  const log = options.log ?? console.error;
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;

  // One retry at a time, whatever failed: a connection that ends, a connect that fails, a ping unanswered.
  const tryAgainLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void reconnect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new PgClient({
      connectionString: options.url,
      application_name: CACHE_SYNC_CHANNEL,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (notification) => {
      if (notification.channel !== CACHE_SYNC_CHANNEL || !notification.payload) return;
      const message = JSON.parse(notification.payload) as Message;
      if (message.origin !== options.instanceId) options.apply(message);
    });
    next.on('error', (error) => log(`Cache sync: connection lost (${error.message})`));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      tryAgainLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CACHE_SYNC_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const reconnect = async (): Promise<void> => {
    if (closed) return;
    try {
      await connect();
      options.apply(EVERYTHING);
      log('Cache sync: connected again; everything cached here was expired');
    } catch (error) {
      log(`Cache sync: cannot connect (${error instanceof Error ? error.message : String(error)})`);
      tryAgainLater();
    }
  };

  await connect().catch((error: unknown) => {
    log(
      `Cache sync: cannot connect (${error instanceof Error ? error.message : String(error)}); trying again`,
    );
    tryAgainLater();
  });
  // A connection a network dropped without closing it answers nothing: the ping finds out and ends it.
  ping = setInterval(() => {
    const current = client;
    current?.query('select 1').catch(() => void current.end().catch(() => {}));
  }, PING_EVERY_MS);
  ping.unref();
  return {
    publish: (expiry) => {
      const payload = payloadOf({ ...expiry, origin: options.instanceId });
      if (!client) return log('Cache sync: not connected; an expiry was not sent to the other instances');
      client
        .query('select pg_notify($1, $2)', [CACHE_SYNC_CHANNEL, payload])
        .catch((error: Error) => log(`Cache sync: an expiry was not sent (${error.message})`));
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      await client?.end();
    },
  };
}
