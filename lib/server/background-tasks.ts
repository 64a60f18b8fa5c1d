import 'server-only';
import { onShutdown } from '@/lib/server/lifecycle';

const pending = new Set<Promise<void>>();

/**
 * Work the answer must not wait for (an e-mail whose delivery time would tell whether an account
 * exists); a failure is logged, never thrown at the request.
 */
export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const running = task()
    .then(() => undefined)
    .catch((error: unknown) => console.error(`${label} failed`, error))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Waits for every task started so far (tests read the e-mails a request queued). */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

// A process that stops finishes the e-mails it has started before it closes the database.
onShutdown('background tasks', 'work', settleBackgroundTasks);
