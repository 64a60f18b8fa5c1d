import { createServer, type Server } from 'node:http';
import { type AppHandler, frontHandler, type FrontOptions } from './front-handler';
import { applyServerTimeouts, type ServerTimeouts, TIMEOUT_CHECK_INTERVAL_MS } from './server-timeouts';

/** An HTTP server that hands the app only what the front server lets through, with its timeouts. */
export function createFrontServer(
  app: AppHandler,
  options: FrontOptions & { timeouts: ServerTimeouts },
): Server {
  const server = createServer(
    { connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    frontHandler(app, options),
  );
  applyServerTimeouts(server, options.timeouts);
  return server;
}
