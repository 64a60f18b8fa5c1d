import 'server-only';
import { AppError } from '@/lib/server/errors';

/**
 * JSON bodies the API takes: the largest real one (a quick order of a few hundred lines, a CMS text) is a
 * few tens of kilobytes, so a quarter of a megabyte leaves room and stops a client that would make the
 * server read and parse megabytes.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE');

/**
 * The request's body, read no further than `maxBytes`: a declared Content-Length over it is refused before
 * a byte is read, and a body that grows past it (chunked, or lying about its length) as soon as it does.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
