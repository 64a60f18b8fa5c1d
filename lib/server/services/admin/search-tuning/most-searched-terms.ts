import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { MostSearchedAdmin, ShownSearchTerm } from '@/lib/api/contract/admin/search-tuning';
import { locales } from '@/lib/config/locales';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db } from '@/lib/server/db';
import { hiddenSearchTerms } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { searchTermKey, shownMostSearched } from '@/lib/server/services/search';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';

/** The most searched terms as the shop shows them in each language, and the terms hidden from them. */
export async function readMostSearchedAdmin(db: Db): Promise<MostSearchedAdmin> {
  const shown = await Promise.all(
    locales.map(async (locale) =>
      (await shownMostSearched(locale)).map(({ term, count }): ShownSearchTerm => ({
        locale,
        term,
        visitors: count,
      })),
    ),
  );
  const hidden = await db
    .select({ term: hiddenSearchTerms.term, createdAt: hiddenSearchTerms.createdAt })
    .from(hiddenSearchTerms)
    .orderBy(desc(hiddenSearchTerms.createdAt), hiddenSearchTerms.term);
  return {
    shown: shown.flat(),
    hidden: hidden.map((row) => ({ term: row.term, hidden_at: row.createdAt.toISOString() })),
  };
}

/**
 * Keeps a term, with all its spellings, out of the most searched terms in every language; the shop shows
 * the change at once. Hiding a hidden term again changes nothing.
 */
export async function hideSearchTerm(db: Db, caller: AdminCaller, term: string): Promise<void> {
  const normalizedTerm = await searchTermKey(db, term);
  await db.transaction(async (tx) => {
    const [hidden] = await tx
      .insert(hiddenSearchTerms)
      .values({ normalizedTerm, term })
      .onConflictDoNothing()
      .returning({ term: hiddenSearchTerms.term });
    if (hidden) await recordAudit(tx, caller, { action: 'most-searched-hide', summary: term });
  });
  expireCacheTag(cacheTags.searchTerms);
}

/** Lets a hidden term (any spelling of it) be shown again when visitors search it enough. */
export async function showSearchTerm(db: Db, caller: AdminCaller, term: string): Promise<void> {
  const normalizedTerm = await searchTermKey(db, term);
  await db.transaction(async (tx) => {
    const [shown] = await tx
      .delete(hiddenSearchTerms)
      .where(eq(hiddenSearchTerms.normalizedTerm, normalizedTerm))
      .returning({ term: hiddenSearchTerms.term });
    if (!shown) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'most-searched-show', summary: shown.term });
  });
  expireCacheTag(cacheTags.searchTerms);
}
