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
  return (shared) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          agent,
          host: '127.0.0.1',
          port: port(),
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
      outgoing.on('error', reject);
      outgoing.end();
    });
}
