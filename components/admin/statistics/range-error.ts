import type { z } from 'zod';
import { STATISTICS_MAX_DAYS } from '@/lib/api/contract/admin/statistics';

type Translate = (
  key: 'date' | 'toBeforeFrom' | 'rangeTooLong' | 'invalid',
  values?: { max: number },
) => string;

/** Why the period in the URL was not used, from the first rule it broke. */
export function rangeError(error: z.ZodError, t: Translate): string {
  const message = error.issues[0]?.message ?? '';
  if (message === 'date') return t('date');
  if (message === 'to_before_from') return t('toBeforeFrom');
  if (message.startsWith('range_too_long')) return t('rangeTooLong', { max: STATISTICS_MAX_DAYS });
  return t('invalid');
}
