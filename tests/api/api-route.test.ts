import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import { newSessionToken } from '@/lib/server/auth/session-token';
import { AppError } from '@/lib/server/errors';

// No database here: a request that carries a session token meets one that is down.
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
  getDb: async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
}));

const { apiRoute, parseJsonBody } = await import('@/lib/server/http/api-route');

const params = { params: Promise.resolve({}) };

function call(
  handler: Parameters<typeof apiRoute>[0],
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const request = new Request('http://localhost:3000/api/test', {
    ...init,
    headers: { host: 'localhost:3000', ...init.headers },
  });
  return apiRoute(handler)(request, params);
}

describe('the one error shape of the API', () => {
  it('answers a zod failure with 400, the translated message and the fields', async () => {
    const schema = z.object({ email: z.email(), quantity: z.number().int().min(1) });
    const response = await call(async () => Response.json(schema.parse({ email: 'x', quantity: 0 })), {
      headers: { 'x-user-locale': 'en' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Some of the data is not filled in correctly.',
    });
    expect(Object.keys(body.fields)).toEqual(['email', 'quantity']);
  });

  it('answers an AppError with its status and the message in the caller’s language', async () => {
    const notFound = await call(
      async () => {
        throw new AppError('NOT_FOUND');
      },
      { headers: { 'x-user-locale': 'cs' } },
    );
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ code: 'NOT_FOUND', message: 'Požadovaný záznam neexistuje.' });

    const rule = await call(async () => {
      throw new AppError('OUT_OF_STOCK', 'Only 3 pieces left.', { status: 422 });
    });
    expect(rule.status).toBe(422);
    expect(await rule.json()).toEqual({ code: 'OUT_OF_STOCK', message: 'Only 3 pieces left.' });
  });

  it('never leaks internals of an unexpected error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call(async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret_table');
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Na strane servera nastala chyba. Skúste to znova.',
    });
    expect(log).toHaveBeenCalled();
  });

  it('refuses a mutation without X-Channel-Id and one from another origin', async () => {
    const handler = vi.fn(async () => Response.json({ ok: true }));
    const missing = await call(handler, { method: 'POST' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });

    const foreign = await call(handler, {
      method: 'PUT',
      headers: { 'x-channel-id': 'cz', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    expect(handler).not.toHaveBeenCalled();

    const allowed = await call(handler, {
      method: 'PUT',
      headers: { 'x-channel-id': 'cz', origin: 'http://localhost:3000' },
    });
    expect(allowed.status).toBe(200);
  });

  it('counts the scheme as part of the origin', async () => {
    const handler = vi.fn(async () => Response.json({ ok: true }));
    const overHttps = { 'x-channel-id': 'cz', 'x-forwarded-proto': 'https' };
    const fromHttp = await call(handler, {
      method: 'POST',
      headers: { ...overHttps, origin: 'http://localhost:3000' },
    });
    expect(fromHttp.status).toBe(403);
    expect(await fromHttp.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    const fromHttps = await call(handler, {
      method: 'POST',
      headers: { 'x-channel-id': 'cz', origin: 'https://localhost:3000' },
    });
    expect(fromHttps.status).toBe(403);
    expect(handler).not.toHaveBeenCalled();

    const same = await call(handler, {
      method: 'POST',
      headers: { ...overHttps, origin: 'https://localhost:3000' },
    });
    expect(same.status).toBe(200);
  });

  it('lets a mutation authenticated only by a Bearer token through without the Origin check', async () => {
    const handler = vi.fn(async () => Response.json({ ok: true }));
    const bearer = { 'x-channel-id': 'cz', origin: 'https://tool.example', authorization: 'Bearer abc' };
    expect((await call(handler, { method: 'POST', headers: bearer })).status).toBe(200);

    const withCookie = await call(handler, {
      method: 'POST',
      headers: { ...bearer, cookie: 'auth._token.local=abc' },
    });
    expect(withCookie.status).toBe(403);
    expect(await withCookie.json()).toMatchObject({ code: 'CROSS_ORIGIN' });

    const noChannel = await call(handler, { method: 'POST', headers: { authorization: 'Bearer abc' } });
    expect(noChannel.status).toBe(403);
    expect(await noChannel.json()).toMatchObject({ code: 'MISSING_CHANNEL_HEADER' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('answers with the error shape when the session cannot be looked up', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn(async () => Response.json({ ok: true }));
    const response = await call(handler, {
      headers: { 'x-user-locale': 'en', cookie: `auth._token.local=${newSessionToken()}` },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('ECONNREFUSED');
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('keeps a numeric code a number and tells a rate-limited caller when to retry', async () => {
    const unauthorized = await call(async () => {
      throw new AppError(401, 'Invalid credentials.');
    });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ code: 401, message: 'Invalid credentials.' });

    const limited = await call(
      async () => {
        throw new RateLimitError(90);
      },
      { headers: { 'x-user-locale': 'en' } },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('90');
    expect(await limited.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in a moment.',
    });
  });

  it('refuses text with a NUL character as invalid input, which the database could only fail on', async () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    const echo = async (request: Request) => Response.json(await parseJsonBody(request, schema));
    const body = await call(echo, {
      method: 'POST',
      headers: { 'x-channel-id': 'cz', 'x-user-locale': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bistro', tags: ['ok', 'a\u0000b'] }),
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'tags.1': ['controlCharacter'] },
    });

    const handler = vi.fn(async () => Response.json({ ok: true }));
    const inAddress = await apiRoute(handler)(
      new Request('http://localhost:3000/api/test?q=a%00b', { headers: { host: 'localhost:3000' } }),
      params,
    );
    expect(inAddress.status).toBe(400);
    expect(await inAddress.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { _: ['controlCharacter'] },
    });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('JSON bodies', () => {
  const schema = z.object({ note: z.string() });
  const echo = async (request: Request) => Response.json(await parseJsonBody(request, schema));
  const jsonHeaders = { 'x-channel-id': 'cz', 'x-user-locale': 'en', 'content-type': 'application/json' };

  /** A body streamed in 64 kB chunks without a Content-Length, counting how much of it was read. */
  function streamedBody(totalBytes: number) {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= totalBytes) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it('refuses one declared larger than 256 kB with 413 before reading it', async () => {
    const body = streamedBody(10 * 1024 * 1024);
    const response = await call(echo, {
      method: 'POST',
      headers: { ...jsonHeaders, 'content-length': String(10 * 1024 * 1024) },
      body: body.stream,
      duplex: 'half',
    } as Parameters<typeof call>[1]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });

  it('stops reading one that grows past 256 kB without saying its length', async () => {
    const body = streamedBody(10 * 1024 * 1024);
    const response = await call(echo, {
      method: 'POST',
      headers: jsonHeaders,
      body: body.stream,
      duplex: 'half',
    } as Parameters<typeof call>[1]);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });

  it('takes one just under the limit', async () => {
    const note = 'x'.repeat(256 * 1024 - 20);
    const response = await call(echo, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ note }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).note).toHaveLength(note.length);
  });

  it('answers 400 to thousands of nested levels instead of overflowing the stack', async () => {
    for (const nested of [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    ]) {
      const response = await call(echo, { method: 'POST', headers: jsonHeaders, body: nested });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { _: ['depth'] } });
    }
  });

  it('still finds a NUL deep inside a body the depth allows, and ignores brackets inside strings', async () => {
    const deep = z.object({ a: z.unknown() });
    const handler = async (request: Request) => Response.json(await parseJsonBody(request, deep));
    let value: unknown = 'x\u0000y';
    for (let level = 0; level < 25; level += 1) value = { a: value };
    const nul = await call(handler, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(value) });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({
      fields: { [Array(25).fill('a').join('.')]: ['controlCharacter'] },
    });

    const brackets = await call(echo, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ note: '['.repeat(100) + '"\\{' }),
    });
    expect(brackets.status).toBe(200);
  });
});
