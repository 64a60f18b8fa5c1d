import { Agent, request as httpRequest } from 'node:http';
import type { RenderedPage } from './page-entry';
import type { SharedPageRequest } from './shared-page-request';

export const RENDER_HEADER = 'x-shop-page-render';

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/**
 * Renders a shared page by asking this very server for it, marked with the process's secret so that the
 * front server hands it to the app as it is: a real request through the proxy and the app, read whole and
 * uncompressed, with nothing of the visitors who wait for it but the headers its key is made of.
 */
export function renderOverLoopback(
  port: () => number,
  secret: string,
  timeoutMs: number,
): (shared: SharedPageRequest) => Promise<RenderedPage> {
  return (shared) => {
    const ask = () => requestOnce(port(), shared, secret, timeoutMs);
    // The server may close an idle kept-alive socket just as it is reused: that request never reached the
    // app, and a GET asked again on a new socket is the same request (Node's documented remedy).
    return ask().catch((error: unknown) => {
      if (error instanceof StaleSocketError) return ask();
      throw error;
    });
  };
}

class StaleSocketError extends Error {}

function requestOnce(
  port: number,
  shared: SharedPageRequest,
  secret: string,
  timeoutMs: number,
): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: shared.path,
        method: 'GET',
        setHost: false,
        headers: { ...shared.renderHeaders, 'accept-encoding': 'identity', [RENDER_HEADER]: secret },
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 500,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`Render of ${shared.path} timed out`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && error.code === 'ECONNRESET';
      reject(stale ? new StaleSocketError(`Kept-alive socket to ${shared.path} was closed`) : error);
    });
    outgoing.end();
  });
}
