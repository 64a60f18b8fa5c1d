/**
 * What the whole process shares across its bundles: server.ts (bundled on its own by
 * scripts/build-server.mjs) and Next's route bundles each hold their own copy of this module, so the state
 * lives on `globalThis` under a registered symbol.
 */
const STATE = Symbol.for('horeca-shop.lifecycle');

export type ShutdownPhase = 'work' | 'resources';

export interface ShutdownHook {
  name: string;
  phase: ShutdownPhase;
  run: () => Promise<void>;
}

interface LifecycleState {
  drainingSince?: number;
  hooks: ShutdownHook[];
}

type StateGlobal = typeof globalThis & { [STATE]?: LifecycleState };

export function lifecycleState(): LifecycleState {
  const global = globalThis as StateGlobal;
  global[STATE] ??= { hooks: [] };
  return global[STATE];
}
