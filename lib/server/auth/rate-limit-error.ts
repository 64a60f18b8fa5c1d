import { AppError } from '@/lib/server/errors';

/** 429 TOO_MANY_REQUESTS; apiRoute adds the Retry-After header. `text` says what was limited. */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, text?: { key: string; values: Record<string, string> }) {
    super('TOO_MANY_REQUESTS', undefined, { text });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
