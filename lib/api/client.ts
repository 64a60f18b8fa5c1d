import { toast } from '@/lib/toast/toast';
import { defaultChannelId, type ChannelId } from '@/lib/config/channels';
import { defaultLocale, isLocale, type Locale } from '@/lib/config/locales';
import { ERROR_MESSAGE_PARAM } from '@/lib/hooks/use-error-message-param';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { ApiError, isApiError, isUnauthorizedError, readErrorBody, type ErrorBody } from './errors';

/** Spec §8/§9: error toasts stay 10 s. */
const ERROR_ENVELOPE_KEYS = new Set(['code', 'message', 'fields', 'preferredLocale']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Any zod schema fits; only `parse` is used. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/**
 * A schema, or a function importing it on the first call: pages then load zod and the contract modules
 * after their first paint, with the first response, instead of in their first-load JavaScript.
 */
export type ResponseSchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export interface RequestOptions<T> {
  /** Appended to the path; null and undefined values are left out. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  schema?: ResponseSchemaSource<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); the locale, channel and content headers win. */
  headers?: Record<string, string>;
  /** For calls where 401 means "wrong credentials" (login): no logout, no reload, the caller reports it. */
  skipUnauthorizedHandler?: boolean;
}

export type BodylessRequestOptions<T> = Omit<RequestOptions<T>, 'body'>;

export interface ApiClientConfig {
  /** Prefix for every path: empty in the browser (same origin), absolute where there is no origin (tests). */
  baseUrl: string;
  getLocale: () => Locale;
  getChannel: () => ChannelId;
  /** Plugged in by the auth module; awaited after a 401, before the page is left. */
  onLogout: () => void | Promise<void>;
  /** A full-page navigation, so that a 401 also refreshes the page (spec §4). */
  navigate: (path: string) => void;
}

export interface ApiClient {
  request: <T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>) => Promise<T>;
  get: <T = unknown>(path: string, options?: BodylessRequestOptions<T>) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessRequestOptions<T>) => Promise<T>;
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessRequestOptions<T>) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessRequestOptions<T>) => Promise<T>;
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  configure: (config: Partial<ApiClientConfig>) => void;
}

const defaultConfig: ApiClientConfig = {
  baseUrl: '',
  getLocale: () => defaultLocale,
  getChannel: () => defaultChannelId,
  onLogout: () => undefined,
  navigate: (path) => window.location.assign(path),
};

function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const queryString = search.toString();
  if (!queryString) return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    // An error page (e.g. a proxy's HTML) still has a meaningful status; only a 2xx must be JSON.
    if (!response.ok) return undefined;
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', cause });
  }
}

/** Spec §7: every response may carry the visitor's preferred locale. */
function rememberPreferredLocale(data: unknown): void {
  if (isRecord(data) && isLocale(data.preferredLocale)) {
    useLayoutStore.getState().setPreferredLocale(data.preferredLocale);
  }
}

/**
 * A 2xx body with code 401 counts as an error only when shaped like one (a message, or nothing but the
 * envelope keys), so a resource whose own `code` field happens to be "401" does not log the visitor out.
 */
function isUnauthorizedEnvelope(data: unknown, body: ErrorBody): boolean {
  if (!isRecord(data) || (body.code !== 401 && body.code !== '401')) return false;
  return body.message !== undefined || Object.keys(data).every((key) => ERROR_ENVELOPE_KEYS.has(key));
}

function errorFromResponse(response: Response, data: unknown): ApiError | null {
  const body = readErrorBody(data);
  if (response.ok && !isUnauthorizedEnvelope(data, body)) return null;
  return new ApiError({
    status: response.status,
    code: body.code ?? response.status,
    message: body.message,
    fields: body.fields,
  });
}

async function parseData<T>(
  source: ResponseSchemaSource<T> | undefined,
  data: unknown,
  status: number,
): Promise<T> {
  // Without a schema the caller vouches for the type.
  if (!source) return data as T;
  const schema = typeof source === 'function' ? await source() : source;
  try {
    return schema.parse(data);
  } catch (cause) {
    throw new ApiError({ status, code: 'INVALID_RESPONSE', cause });
  }
}

/**
 * Spec §8: every request error is logged, then passed on. An answer the shop expects and handles (a 4xx:
 * invalid input, a conflict, a session that ended) is a warning; a server fault, a network failure or an
 * answer of the wrong shape is an error, the kind monitoring should wake someone for.
 */
function logRequestError(method: HttpMethod, path: string, error: ApiError): void {
  const { status, code, message, cause } = error;
  const expected = status >= 400 && status < 500;
  (expected ? console.warn : console.error)(`[api] ${method} ${path} failed`, {
    method,
    path,
    status,
    code,
    message,
    cause,
  });
}

export function createApiClient(initialConfig: Partial<ApiClientConfig> = {}): ApiClient {
  let config: ApiClientConfig = { ...defaultConfig, ...initialConfig };
  let handlingUnauthorized = false;

  function buildInit(
    method: HttpMethod,
    { body, signal, headers: extra }: RequestOptions<unknown>,
  ): RequestInit {
    const headers: Record<string, string> = {
      ...extra,
      Accept: 'application/json',
      'X-User-Locale': config.getLocale(),
      'X-Channel-Id': config.getChannel(),
    };
    if (body === undefined) return { method, headers, credentials: 'same-origin', signal };
    // A file upload: the browser writes the multipart body and its boundary header.
    if (body instanceof FormData) return { method, headers, credentials: 'same-origin', signal, body };
    headers['Content-Type'] = 'application/json';
    return { method, headers, credentials: 'same-origin', signal, body: JSON.stringify(body) };
  }

  /**
   * Spec §8: toast the server's message, log out, then leave for / with a full reload. The reload would
   * take the toast with it before anyone reads it, so the message goes along for the home page to show
   * again (spec §4's `show_error_message`).
   */
  async function handleUnauthorized(error: ApiError): Promise<void> {
    // The page is about to be left, so a toast from the caller would only be noise.
    error.toastShown = true;
    // Parallel 401s, and a 401 from the logout call itself, must not start a second round.
    if (handlingUnauthorized) return;
    handlingUnauthorized = true;
    try {
      if (error.hasServerMessage) toast.error(error.message);
      try {
        await config.onLogout();
      } catch (logoutError) {
        console.error('[api] logout after 401 failed', logoutError);
      }
      config.navigate(
        error.hasServerMessage ? `/?${new URLSearchParams({ [ERROR_MESSAGE_PARAM]: error.message })}` : '/',
      );
    } finally {
      handlingUnauthorized = false;
    }
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const init = buildInit(method, options);
    try {
      const response = await fetch(url, init);
      const data = await readBody(response);
      rememberPreferredLocale(data);
      const error = errorFromResponse(response, data);
      if (error) throw error;
      return await parseData(options.schema, data, response.status);
    } catch (caught) {
      // A cancelled request is the caller's decision, not a failure: pass the AbortError on untouched.
      if (options.signal?.aborted) throw caught;
      const error = isApiError(caught)
        ? caught
        : new ApiError({ status: 0, code: 'NETWORK_ERROR', cause: caught });
      logRequestError(method, path, error);
      if (isUnauthorizedError(error) && !options.skipUnauthorizedHandler) await handleUnauthorized(error);
      throw error;
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    configure: (partial) => {
      config = { ...config, ...partial };
    },
  };
}

/** The client every browser-side call uses; ApiContextProvider sets its locale and channel. */
export const apiClient = createApiClient();
