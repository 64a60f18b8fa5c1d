export type ApiErrorCode = string | number;
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: ApiErrorCode;
  /** The server's message; when absent a technical fallback is used and hasServerMessage is false. */
  message?: string;
  fields?: FieldErrors;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: FieldErrors;
  /** Only a server message is fit for a toast; the fallback is for logs. */
  readonly hasServerMessage: boolean;
  /** Set once a toast showed this error, so callers do not show a second one. */
  toastShown = false;

  constructor({ status, code, message, fields, cause }: ApiErrorInit) {
    const fallbackMessage = `Request failed (status ${status}, code ${code})`;
    super(message || fallbackMessage, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.hasServerMessage = Boolean(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Spec §8: a 401 may come as the HTTP status or only as the body code, as a number or a string. */
export function isUnauthorizedError(error: ApiError): boolean {
  return error.status === 401 || error.code === 401 || error.code === '401';
}

export interface ErrorBody {
  code?: ApiErrorCode;
  message?: string;
  fields?: FieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps fields given as a string or a string list; anything else is not a field message. */
function readFields(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(value)) {
    if (typeof messages === 'string') fields[name] = [messages];
    else if (Array.isArray(messages))
      fields[name] = messages.filter((m): m is string => typeof m === 'string');
  }
  return fields;
}

/** Reads the `{ code, message, fields? }` error body leniently, since error pages may be anything. */
export function readErrorBody(body: unknown): ErrorBody {
  if (!isRecord(body)) return {};
  const { code, message, fields } = body;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    fields: readFields(fields),
  };
}
