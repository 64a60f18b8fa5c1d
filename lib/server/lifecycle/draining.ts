import { lifecycleState } from './process-state';

/** From now on the process finishes what it has and takes nothing new: readiness answers 503. */
export function beginDraining(now = Date.now()): void {
  lifecycleState().drainingSince ??= now;
}

export function isDraining(): boolean {
  return lifecycleState().drainingSince !== undefined;
}
