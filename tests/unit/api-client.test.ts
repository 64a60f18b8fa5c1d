import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from '@/lib/toast/toast';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientConfig } from '@/lib/api/client';
import { ApiError, isApiError } from '@/lib/api/errors';
import { initialLayoutState, useLayoutStore } from '@/lib/stores/layout-store';

vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn() } }));

const BASE = 'http://shop.test';
const server = setupServer();

let consoleError: MockInstance<typeof console.error>;
let consoleWarn: MockInstance<typeof console.warn>;
let onLogout: Mock<ApiClientConfig['onLogout']>;
let navigate: Mock<ApiClientConfig['navigate']>;

function makeClient(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    baseUrl: BASE,
    getLocale: () => 'en',
    getChannel: () => 'sk',
    onLogout,
    navigate,
    ...overrides,
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  useLayoutStore.setState(initialLayoutState);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onLogout = vi.fn<ApiClientConfig['onLogout']>();
  navigate = vi.fn<ApiClientConfig['navigate']>();
});

afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('requests', () => {
  it('sends the locale and channel headers, JSON accept and same-origin credentials', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/api/cart`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ cart: { item_count: 2 } });
      }),
    );

    const data = await makeClient().get('/api/cart');

    expect(data).toEqual({ cart: { item_count: 2 } });
    expect(seen?.headers.get('X-User-Locale')).toBe('en');
    expect(seen?.headers.get('X-Channel-Id')).toBe('sk');
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(seen?.headers.get('Content-Type')).toBeNull();
    expect(seen?.credentials).toBe('same-origin');
  });

  it('reads the locale and channel at request time, so configure() applies to later calls', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${BASE}/api/options/`, ({ request }) => {
        seen.push([request.headers.get('X-User-Locale'), request.headers.get('X-Channel-Id')]);
        return HttpResponse.json({});
      }),
    );
    const client = makeClient();

    await client.get('/api/options/');
    client.configure({ getLocale: () => 'cs', getChannel: () => 'cz' });
    await client.get('/api/options/');

    expect(seen).toEqual([
      ['en', 'sk'],
      ['cs', 'cz'],
    ]);
  });

  it('sends a JSON body with its content type', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.put(`${BASE}/api/cart/add-to-cart`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        received = await request.json();
        return HttpResponse.json({ cart: {} });
      }),
    );

    await makeClient().put('/api/cart/add-to-cart', { item_variant_id: 7, quantity: 3 });

    expect(contentType).toBe('application/json');
    expect(received).toEqual({ item_variant_id: 7, quantity: 3 });
  });

  it('sends the extra headers of a call, without letting them replace the locale or channel', async () => {
    let seen: Headers | undefined;
    server.use(
      http.put(`${BASE}/api/cart/submit-order`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );

    await makeClient().put(
      '/api/cart/submit-order',
      { terms_accepted: true },
      { headers: { 'Idempotency-Key': 'attempt-1234', 'X-Channel-Id': 'cz' } },
    );

    expect(seen?.get('Idempotency-Key')).toBe('attempt-1234');
    expect(seen?.get('X-Channel-Id')).toBe('sk');
  });

  it('appends query parameters, leaving out null and undefined', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/api/search/suggest`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({});
      }),
    );

    await makeClient().get('/api/search/suggest', {
      query: { q: 'talíř 2', page: 1, type: undefined, x: null },
    });

    expect(url?.searchParams.get('q')).toBe('talíř 2');
    expect(url?.searchParams.get('page')).toBe('1');
    expect([...(url?.searchParams.keys() ?? [])]).toEqual(['q', 'page']);
  });

  it('returns the schema-parsed, typed response', async () => {
    server.use(
      http.get(`${BASE}/static/version.json`, () => HttpResponse.json({ appVersion: '1.2.3', extra: 1 })),
    );
    const schema = z.object({ appVersion: z.string() });

    const data = await makeClient().get('/static/version.json', { schema });

    expectTypeOf(data).toEqualTypeOf<{ appVersion: string }>();
    expect(data).toEqual({ appVersion: '1.2.3' });
  });

  it('rejects a response that does not match the schema as INVALID_RESPONSE', async () => {
    server.use(http.get(`${BASE}/static/version.json`, () => HttpResponse.json({ appVersion: 5 })));

    const error = await apiErrorOf(
      makeClient().get('/static/version.json', { schema: z.object({ appVersion: z.string() }) }),
    );

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('stores a supported preferredLocale from any response in the layout store', async () => {
    server.use(
      http.get(`${BASE}/api/auth/user`, () => HttpResponse.json({ user: {}, preferredLocale: 'cs' })),
      http.get(`${BASE}/api/options/`, () => HttpResponse.json({ preferredLocale: 'de' })),
      http.put(`${BASE}/api/cart/select-payment`, () =>
        HttpResponse.json({ code: 'X', message: 'No', preferredLocale: 'en' }, { status: 400 }),
      ),
    );
    const client = makeClient();

    await client.get('/api/auth/user');
    expect(useLayoutStore.getState().preferredLocale).toBe('cs');

    await client.get('/api/options/');
    expect(useLayoutStore.getState().preferredLocale).toBe('cs');

    await rejectionOf(client.put('/api/cart/select-payment', { payment_id: 1 }));
    expect(useLayoutStore.getState().preferredLocale).toBe('en');
  });
});

describe('errors', () => {
  it('turns a 422 body into an ApiError with code, message and fields, logs it as a warning and rethrows it', async () => {
    server.use(
      http.put(`${BASE}/api/cart/set-customer-data`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Invalid data', fields: { email: ['Required', 'Too long'] } },
          { status: 422 },
        ),
      ),
    );

    const error = await apiErrorOf(makeClient().put('/api/cart/set-customer-data', { company: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      fields: { email: ['Required', 'Too long'] },
      hasServerMessage: true,
      toastShown: false,
    });
    // An answer the shop expects is a warning, not an error (spec §8 still wants it logged).
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(
      expect.stringContaining('PUT /api/cart/set-customer-data'),
      expect.objectContaining({
        method: 'PUT',
        path: '/api/cart/set-customer-data',
        status: 422,
        code: 'VALIDATION_FAILED',
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses the status as code when an error response has no JSON body', async () => {
    server.use(http.get(`${BASE}/api/cart`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const error = await apiErrorOf(makeClient().get('/api/cart'));

    expect(error).toMatchObject({ status: 502, code: 502, hasServerMessage: false });
  });

  it('gives NETWORK_ERROR with status 0 when no response arrives, and logs it', async () => {
    server.use(http.get(`${BASE}/api/cart`, () => HttpResponse.error()));

    const error = await apiErrorOf(makeClient().get('/api/cart'));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('GET /api/cart'),
      expect.objectContaining({ status: 0, code: 'NETWORK_ERROR' }),
    );
  });

  it('rejects an aborted request with the AbortError, without logging or toasting', async () => {
    server.use(
      http.get(`${BASE}/api/search/suggest`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();

    const pending = makeClient().get('/api/search/suggest', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await rejectionOf(pending);

    expect(error).toBeInstanceOf(Error);
    expect(error).toHaveProperty('name', 'AbortError');
    expect(isApiError(error)).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rejects a request aborted before it starts with the AbortError', async () => {
    server.use(http.get(`${BASE}/api/cart`, () => HttpResponse.json({})));

    const error = await rejectionOf(makeClient().get('/api/cart', { signal: AbortSignal.abort() }));

    expect(error).toHaveProperty('name', 'AbortError');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('401 handling', () => {
  it('on a body code 401: toasts the message for 10 s, warns in the log, logs out, then goes to / with the message for the reloaded page — exactly once', async () => {
    server.use(
      http.get(`${BASE}/api/auth/user`, () =>
        HttpResponse.json({ code: 401, message: 'Session expired' }, { status: 403 }),
      ),
    );

    const error = await apiErrorOf(makeClient().get('/api/auth/user'));

    expect(error).toMatchObject({ status: 403, code: 401, toastShown: true });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Session expired');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/?show_error_message=Session+expired');
    const toastOrder = vi.mocked(toast.error).mock.invocationCallOrder[0] ?? Infinity;
    const logoutOrder = onLogout.mock.invocationCallOrder[0] ?? Infinity;
    const navigateOrder = navigate.mock.invocationCallOrder[0] ?? -Infinity;
    expect(toastOrder).toBeLessThan(logoutOrder);
    expect(logoutOrder).toBeLessThan(navigateOrder);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('treats a 2xx error envelope with code "401" the same way', async () => {
    server.use(
      http.get(`${BASE}/api/cart`, () => HttpResponse.json({ code: '401', message: 'Log in again' })),
    );

    const error = await apiErrorOf(makeClient().get('/api/cart'));

    expect(error).toMatchObject({ status: 200, code: '401', toastShown: true });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Log in again');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/?show_error_message=Log+in+again');
  });

  it('does not mistake a resource whose own code is "401" for a logout', async () => {
    server.use(http.get(`${BASE}/api/product`, () => HttpResponse.json({ code: '401', name: 'Plate' })));

    await expect(makeClient().get('/api/product')).resolves.toEqual({ code: '401', name: 'Plate' });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('on a status 401 without a message: logs out and goes to / once, without an empty toast', async () => {
    server.use(http.get(`${BASE}/api/auth/user`, () => new HttpResponse(null, { status: 401 })));

    const error = await apiErrorOf(makeClient().get('/api/auth/user'));

    expect(error).toMatchObject({ status: 401, code: 401, toastShown: true });
    expect(toast.error).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('waits for an async logout before navigating and still navigates when logout fails', async () => {
    server.use(http.get(`${BASE}/api/cart`, () => HttpResponse.json({ code: 401 }, { status: 401 })));
    let logoutFinished = false;
    onLogout.mockImplementation(async () => {
      await delay(20);
      logoutFinished = true;
      throw new Error('logout endpoint down');
    });
    navigate.mockImplementation(() => expect(logoutFinished).toBe(true));

    await apiErrorOf(makeClient().get('/api/cart'));

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('runs one round for parallel 401s, marking every error as already toasted', async () => {
    server.use(
      http.get(`${BASE}/api/cart`, () =>
        HttpResponse.json({ code: 401, message: 'Expired' }, { status: 401 }),
      ),
    );
    onLogout.mockImplementation(() => delay(20));
    const client = makeClient();

    const errors = await Promise.all([
      apiErrorOf(client.get('/api/cart')),
      apiErrorOf(client.get('/api/cart')),
    ]);

    expect(errors.map((error) => error.toastShown)).toEqual([true, true]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when skipUnauthorizedHandler is set (login form)', async () => {
    server.use(
      http.post(`${BASE}/api/auth/login`, () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
      ),
    );

    const error = await apiErrorOf(
      makeClient().post(
        '/api/auth/login',
        { username: 'a@b.cz', password: 'x' },
        { skipUnauthorizedHandler: true },
      ),
    );

    expect(error).toMatchObject({ status: 401, message: 'Invalid credentials.', toastShown: false });
    expect(toast.error).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });
});
