import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** An answer as it came over the wire (still gzip when it was), with the HTML decoded beside it. */
export interface RawAnswer {
  status: number;
  body: Buffer;
  html: string;
  type: string;
  encoding: string | null;
  /** The shop's `X-Cache`, or nginx's `X-Cache-Status`; '–' when neither says. */
  cache: string;
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? null;
        resolve({
          status: response.statusCode!,
          body,
          html: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
          type: response.headers['content-type'] ?? 'text/html',
          encoding,
          cache: String(response.headers['x-cache-status'] ?? response.headers['x-cache'] ?? '–'),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}
