import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { listTrends } from '@/lib/server/services/content/trends';

const PER_PAGE = 12;

/** One page of the trend articles; `?page=` that is missing or not a positive number means the first. */
export const loadTrendsPage = cache(async (locale: Locale, page: string | undefined) => {
  const parsed = Number.parseInt(page ?? '', 10);
  const requested = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  return listTrends(await getDb(), { locale, page: requested, perPage: PER_PAGE });
});
