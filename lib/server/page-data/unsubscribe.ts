import 'server-only';
import { unsubscribeQuerySchema } from '@/lib/api/contract/newsletter';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { unsubscribeFromNewsletter } from '@/lib/server/services/newsletter';

/** Unsubscribes a valid link's address and returns it; null for a missing or unknown token. */
export async function loadUnsubscribePage(token: unknown): Promise<{ email: string | null }> {
  const query = unsubscribeQuerySchema.safeParse({ token });
  if (!query.success) return { email: null };
  try {
    return { email: (await unsubscribeFromNewsletter(await getDb(), query.data.token)).email };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { email: null };
    throw error;
  }
}
