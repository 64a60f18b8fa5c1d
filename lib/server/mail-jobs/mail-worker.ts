import 'server-only';
import type { Db } from '@/lib/server/db';
import { onShutdown } from '@/lib/server/lifecycle';
import { configuredRetryPolicy, runDueMailJobs } from './run-due-jobs';
import { onMailWorkerNudge } from './worker-signal';

/** Jobs written by other instances, or due for a retry, are found at the latest after this. */
const POLL_MS = 1000;
/** A nudge comes from inside the writing transaction: look again once it has likely committed. */
const AFTER_COMMIT_MS = 150;

export interface MailWorker {
  /** Sends what is due now, then takes no further job; resolves once that is done. */
  stop: () => Promise<void>;
}

/**
 * The outbox's worker in this process: sends due e-mail jobs as they are written and polls for the rest.
 * A database that cannot be reached is logged once and tried again at the next poll.
 */
export function startMailWorker(getDb: () => Promise<Db>): MailWorker {
  let running = true;
  let wake: (() => void) | null = null;
  // A nudge during a pass: its job may have been written after the pass looked.
  let nudged = false;
  let failing = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const poke = () => {
    nudged = true;
    wake?.();
  };
  const nudge = () => {
    poke();
    setTimeout(poke, AFTER_COMMIT_MS).unref();
  };
  const pass = async () => {
    try {
      await runDueMailJobs(await getDb(), configuredRetryPolicy());
      if (failing) console.log('E-mail jobs: the database answers again');
      failing = false;
    } catch (error) {
      if (!failing) console.error('E-mail jobs: the outbox cannot be read', error);
      failing = true;
    }
  };
  const loop = (async () => {
    while (running) {
      nudged = false;
      await pass();
      if (running && !nudged) await sleep(POLL_MS);
    }
    // What the last requests queued before the stop goes out now, not at the next start.
    await pass();
  })();
  onMailWorkerNudge(nudge);
  return {
    stop: async () => {
      running = false;
      onMailWorkerNudge(null);
      wake?.();
      await loop;
    },
  };
}

/**
 * Started once per server process; on SIGTERM, once the requests in hand are answered, it sends the jobs
 * that are due (theirs too) and stops before the database closes.
 */
export function startMailWorkerOnce(getDb: () => Promise<Db>): void {
  const holder = globalThis as typeof globalThis & { [key: symbol]: MailWorker | undefined };
  const key = Symbol.for('horeca-shop.mail-worker');
  if (holder[key]) return;
  const worker = startMailWorker(getDb);
  holder[key] = worker;
  onShutdown('e-mail jobs', 'work', worker.stop);
}
