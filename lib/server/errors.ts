export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BUSINESS_RULE'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'MISSING_CHANNEL_HEADER'
  | 'CROSS_ORIGIN'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  MISSING_CHANNEL_HEADER: 403,
  CROSS_ORIGIN: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/**
 * The one error type services throw; the HTTP layer turns it into `{ code, message }`. A numeric code is
 * kept as a number in the body (spec §8: the client expects `code: 401`) and is the status by default.
 */
export class AppError extends Error {
  readonly code: ErrorCode | string | number;
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  /** False when the message should come from the translated catalogue of the error code. */
  readonly hasMessage: boolean;
  /**
   * The catalogue text to answer with instead of the code's own, and the values of its placeholders: the
   * text is looked up when the answer is written, never inside the transaction that failed.
   */
  readonly text?: { key: string; values: Record<string, string> };

  constructor(
    code: ErrorCode | string | number,
    message?: string,
    options: {
      status?: number;
      fields?: Record<string, string[]>;
      text?: { key: string; values: Record<string, string> };
    } = {},
  ) {
    super(message ?? String(code));
    this.name = 'AppError';
    this.code = code;
    this.status =
      options.status ?? (typeof code === 'number' ? code : (statusByCode[code as ErrorCode] ?? 400));
    this.fields = options.fields;
    this.hasMessage = message !== undefined;
    this.text = options.text;
  }
}
