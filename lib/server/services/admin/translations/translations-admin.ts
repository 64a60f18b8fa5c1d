import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  messageOverrideInputSchema,
  messageOverrideKeySchema,
  TranslationItem,
  TranslationList,
  TranslationListQuery,
} from '@/lib/api/contract/admin/translations';
import type { Locale } from '@/lib/config/locales';
import { defaultMessages } from '@/lib/i18n/default-messages';
import { checkPlaceholders, messagePlaceholders } from '@/lib/i18n/message-placeholders';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db } from '@/lib/server/db';
import { messageOverrides } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow } from '../list-helpers';

type OverrideInput = z.output<typeof messageOverrideInputSchema>;
type OverrideKey = z.output<typeof messageOverrideKeySchema>;
type OverrideRow = typeof messageOverrides.$inferSelect;

/** Lower case without diacritics: "preklad" finds "Preklád". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function placeholdersOf(text: string): string[] {
  try {
    return [...messagePlaceholders(text)];
  } catch {
    return [];
  }
}

function toItem(key: string, text: string, override: OverrideRow | undefined): TranslationItem {
  return {
    key,
    default_text: text,
    override: override?.value ?? null,
    updated_at: override?.updatedAt.toISOString() ?? null,
    placeholders: placeholdersOf(text),
  };
}

/**
 * One language's texts: every key of the shipped catalog with its text and the admin's override, filtered
 * by namespace, by "overridden only" and by a term in the key, the text or the override; sorted by key.
 */
export async function listTranslations(db: Db, query: TranslationListQuery): Promise<TranslationList> {
  const [catalog, overrides] = await Promise.all([
    defaultMessages(query.locale),
    db.select().from(messageOverrides).where(eq(messageOverrides.locale, query.locale)),
  ]);
  const overrideOf = new Map(overrides.map((row) => [row.key, row]));
  const namespaces = [...new Set([...catalog.keys()].map((key) => key.split('.')[0]!))].sort();
  const term = folded(query.q);
  const matching = [...catalog].filter(([key, text]) => {
    const override = overrideOf.get(key);
    if (query.namespace && !key.startsWith(`${query.namespace}.`)) return false;
    if (query.overridden && !override) return false;
    if (!term) return true;
    return [key, text, override?.value ?? ''].some((candidate) => folded(candidate).includes(term));
  });
  matching.sort(([a], [b]) => (query.dir === 'desc' ? b.localeCompare(a) : a.localeCompare(b)));
  const { limit, offset } = pageWindow(query);
  const items = matching
    .slice(offset, offset + limit)
    .map(([key, text]) => toItem(key, text, overrideOf.get(key)));
  return { items, total: matching.length, page: query.page, per_page: query.per_page, namespaces };
}

/** One text of a language with its override, or NOT_FOUND for a key the catalog does not have. */
export async function getTranslation(db: Db, locale: Locale, key: string): Promise<TranslationItem> {
  const text = (await defaultMessages(locale)).get(key);
  if (text === undefined) throw new AppError('NOT_FOUND');
  const [override] = await db
    .select()
    .from(messageOverrides)
    .where(and(eq(messageOverrides.locale, locale), eq(messageOverrides.key, key)));
  return toItem(key, text, override);
}

/**
 * Replaces a shipped text of one language. The text must be valid ICU and keep exactly the placeholders of
 * the shipped one; the shop shows it on the next request (every page carries the messages tag).
 */
export async function setMessageOverride(
  db: Db,
  caller: AdminCaller,
  input: OverrideInput,
): Promise<TranslationItem> {
  const text = (await defaultMessages(input.locale)).get(input.key);
  if (text === undefined) throw new AppError('NOT_FOUND');
  const check = checkPlaceholders(text, input.value);
  if (!check.ok) {
    const rule = check.reason === 'syntax' ? 'messageSyntax' : 'messagePlaceholders';
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { value: [rule] } });
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(messageOverrides)
      .values({ locale: input.locale, key: input.key, value: input.value })
      .onConflictDoUpdate({
        target: [messageOverrides.locale, messageOverrides.key],
        set: { value: input.value, updatedAt: new Date() },
      });
    await recordAudit(tx, caller, {
      action: 'override',
      entityId: `${input.locale}:${input.key}`,
      summary: input.value,
    });
  });
  expireCacheTag(cacheTags.messages);
  return getTranslation(db, input.locale, input.key);
}

/** Back to the shipped text; NOT_FOUND when there is no override to clear. */
export async function clearMessageOverride(db: Db, caller: AdminCaller, target: OverrideKey): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(messageOverrides)
      .where(and(eq(messageOverrides.locale, target.locale), eq(messageOverrides.key, target.key)))
      .returning();
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, {
      action: 'clear',
      entityId: `${target.locale}:${target.key}`,
      summary: deleted.value,
    });
  });
  expireCacheTag(cacheTags.messages);
}
