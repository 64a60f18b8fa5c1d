import 'server-only';

type Wake = () => void;

/** One per process (Next may load this module in more than one bundle). */
const signal = globalThis as typeof globalThis & { [key: symbol]: { wake: Wake | null } | undefined };
const KEY = Symbol.for('horeca-shop.mail-worker-signal');

function state(): { wake: Wake | null } {
  return (signal[KEY] ??= { wake: null });
}

/** The running worker of this process registers how it is woken. */
export function onMailWorkerNudge(wake: Wake | null): void {
  state().wake = wake;
}

/**
 * A job was just written: the worker of this process looks now instead of at its next poll. The
 * transaction that wrote it may not have committed yet, so the worker also looks again shortly after.
 */
export function nudgeMailWorker(): void {
  state().wake?.();
}
