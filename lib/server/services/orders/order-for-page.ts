import 'server-only';
import type { Order } from '@/lib/api/contract/order';
import { orderAccessRequestSchema } from '@/lib/api/contract/order';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { readOrder } from './read-order';

/** The order of a thank-you or complete-order URL; null (the page answers 404) for any wrong part. */
export async function orderForPage(params: { id: string; token: string }): Promise<Order | null> {
  const access = orderAccessRequestSchema.safeParse({
    id: /^\d{1,9}$/.test(params.id) ? Number(params.id) : null,
    token: params.token,
  });
  if (!access.success) return null;
  try {
    return await readOrder(await getDb(), access.data);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
