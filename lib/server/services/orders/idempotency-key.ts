import 'server-only';
import { idempotencyKeySchema } from '@/lib/api/contract/checkout';
import { AppError } from '@/lib/server/errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The request's `Idempotency-Key`, or null without one; a key of the wrong shape is a 400. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const value = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (value === null) return null;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { 'Idempotency-Key': ['idempotencyKey'] } });
  }
  return parsed.data;
}
