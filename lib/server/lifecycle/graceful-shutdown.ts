import type { Server } from 'node:http';
import { beginDraining } from './draining';
import { runShutdownHooks } from './shutdown-hooks';

export interface GracefulShutdownOptions {
  /** Past this the process exits with 1 whatever is still running. */
  timeoutMs: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

function withDefaults(options: GracefulShutdownOptions) {
  return {
    log: options.log ?? console.log,
    exit: options.exit ?? ((code: number) => process.exit(code)),
  };
}

/** Kept-alive connections that fall idle while draining are closed this often. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the server as a rolling deploy needs: it takes no new connection at once (a load balancer's
 * next try goes to another instance), answers every request it already has, each with
 * `Connection: close` (the front handler adds it while draining), closes kept-alive connections as they
 * fall idle, lets the shutdown hooks finish their work (e-mails) and close the database, and exits 0.
 */
export function shutDownGracefully(server: Server, options: GracefulShutdownOptions): Promise<void> {
  const { log, exit } = withDefaults(options);
  beginDraining();
  const deadline = setTimeout(() => {
    log(`Shutdown: still busy after ${options.timeoutMs} ms, exiting now`);
    exit(1);
  }, options.timeoutMs);
  deadline.unref();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  return new Promise((resolve) => {
    server.close(() => {
      clearInterval(sweep);
      void runShutdownHooks(log).then(() => {
        clearTimeout(deadline);
        log('Shutdown: done');
        exit(0);
        resolve();
      });
    });
    server.closeIdleConnections();
  });
}

/**
 * SIGTERM (a deployment) and SIGINT (Ctrl+C) stop the server gracefully; a second signal while it drains
 * exits at once.
 */
export function shutDownOnSignals(server: Server, options: GracefulShutdownOptions): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return withDefaults(options).exit(1);
    started = true;
    withDefaults(options).log(`Shutdown: ${signal}, finishing the requests in flight`);
    void shutDownGracefully(server, options);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
