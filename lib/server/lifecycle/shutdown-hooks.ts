import { lifecycleState, type ShutdownPhase } from './process-state';

/**
 * Registers what must end before the process exits. The `work` hooks (e-mails still being sent) run
 * first, then the `resources` ones (the database they may still need). One hook per name: a module
 * loaded twice registers once.
 */
export function onShutdown(name: string, phase: ShutdownPhase, run: () => Promise<void>): void {
  const { hooks } = lifecycleState();
  if (hooks.some((hook) => hook.name === name)) return;
  hooks.push({ name, phase, run });
}

/** Runs every hook, phase by phase; a hook that fails is logged and the others still run. */
export async function runShutdownHooks(log: (line: string) => void = console.error): Promise<void> {
  for (const phase of ['work', 'resources'] as const) {
    const hooks = lifecycleState().hooks.filter((hook) => hook.phase === phase);
    await Promise.all(
      hooks.map((hook) =>
        hook.run().catch((error: unknown) => {
          log(`Shutdown: ${hook.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }),
      ),
    );
  }
}
