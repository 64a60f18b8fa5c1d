import { request as httpRequest } from 'node:http';

/**
 * One request over a connection of its own, with exactly the headers given (fetch would add and drop some),
 * from `localAddress` when given (another loopback address: another visitor, as far as a server can tell).
 */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}

export function send(base: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}
