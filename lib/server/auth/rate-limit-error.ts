import { AppError } from '@/lib/server/errors';

/** 429 TOO_MANY_REQUESTS; apiRoute adds the Retry-After header. */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
