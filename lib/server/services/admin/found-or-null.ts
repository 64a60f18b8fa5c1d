import 'server-only';
import { AppError } from '@/lib/server/errors';

/** An admin page's record to edit (`?id=`), or null when it is gone: the page says so instead of failing. */
export async function foundOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
