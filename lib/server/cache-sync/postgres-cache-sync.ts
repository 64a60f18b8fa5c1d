import type { Client } from 'pg';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import type { CacheExpiry } from './cache-expiry';

export const CACHE_SYNC_CHANNEL = 'shop_cache_expiry';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: past this, every page and read is expired. */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;

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
 * expires everything, as it may have missed messages meanwhile; a message that cannot be sent is logged (the other instances' copies
 * then live until their lifetime ends).
 */
export async function startPostgresCacheSync(options: PostgresCacheSyncOptions): Promise<CacheSync> {
  const { Client: PgClient } = await import('pg');
  const log = options.log ?? console.error;
  let client: Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new PgClient({ connectionString: options.url, application_name: CACHE_SYNC_CHANNEL });
    next.on('notification', (notification) => {
      if (notification.channel !== CACHE_SYNC_CHANNEL || !notification.payload) return;
      const message = JSON.parse(notification.payload) as Message;
      if (message.origin !== options.instanceId) options.apply(message);
    });
    next.on('error', (error) => log(`Cache sync: connection lost (${error.message})`));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CACHE_SYNC_CHANNEL}`);
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
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };

  await connect().catch((error: unknown) => {
    log(
      `Cache sync: cannot connect (${error instanceof Error ? error.message : String(error)}); trying again`,
    );
    setTimeout(() => void reconnect(), RECONNECT_MS).unref();
  });
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
      await client?.end();
    },
  };
}
