import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import formatMessage from 'use-intl/format-message';
import { env } from '@/lib/config/env';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { type DbOrTx, getDb, openedDatabase } from '@/lib/server/db';
import { messageOverrides } from '@/lib/server/db/schema';
import { isDatabaseUnavailable, unavailableReason } from '@/lib/server/db/unavailable';
import { loadMessages, type Messages } from './messages';
import { mergeOverrides, type MessageOverride } from './merge-overrides';

/**
 * next-intl's plugin aliases this formatter to its format-only build when messages are precompiled
 * (next.config.ts), and that build marks itself as unable to format raw texts: the one reliable sign of
 * what the catalogs hold in this bundle (tests import the plain JSON and the full formatter).
 */
const catalogsArePrecompiled = formatMessage.raw === false;

/** The admin's overrides of one language (admin `preklady`). */
export function readMessageOverrides(db: DbOrTx, locale: Locale): Promise<MessageOverride[]> {
  return db
    .select({ key: messageOverrides.key, value: messageOverrides.value })
    .from(messageOverrides)
    .where(eq(messageOverrides.locale, locale))
    .orderBy(asc(messageOverrides.key));
}

/** Every page reads its texts through this, so the translations page expires the tag and with it the pages. */
const cachedOverrides = cachedRead(cachedReads.messageOverrides, async (locale: Locale) =>
  readMessageOverrides(await getDb(), locale),
);

/**
 * The overrides, or none while the database is down: the page's error page still needs its texts (a
 * failed read is not cached, so the overrides are back with the database).
 */
async function overridesOrNone(locale: Locale): Promise<MessageOverride[]> {
  try {
    return await cachedOverrides(locale);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`Database unavailable: ${unavailableReason(error)}; the shipped ${locale} texts are used`);
    return [];
  }
}

/** The locale's messages with the admin's overrides; none at build time (no database then). */
export async function withMessageOverrides<M extends object>(locale: Locale, messages: M): Promise<M> {
  if (env.NEXT_PHASE === 'phase-production-build') return messages;
  return mergeOverrides(messages, await overridesOrNone(locale), catalogsArePrecompiled);
}

/** One per process: Next may load this module in more than one bundle. */
function transactionTexts(): AsyncLocalStorage<DbOrTx> {
  const holder = globalThis as typeof globalThis & { [key: symbol]: AsyncLocalStorage<DbOrTx> | undefined };
  return (holder[Symbol.for('horeca-shop.transaction-texts')] ??= new AsyncLocalStorage<DbOrTx>());
}

/**
 * Runs `write` (an e-mail written inside a transaction, for the outbox) with the text overrides read
 * through that transaction: the embedded database has one connection, and a read beside the open
 * transaction would wait for it forever.
 */
export function writeWithinTransaction<T>(tx: DbOrTx, write: () => Promise<T>): Promise<T> {
  return transactionTexts().run(tx, write);
}

/**
 * The texts the server writes outside a page (e-mails, PDFs, API error messages) with the admin's
 * overrides, read at the moment: they are rare, and some are written where Next's cache is not at hand
 * (after the answer, in tests). The database is not opened for them: before it is (or when it cannot
 * answer) the shipped texts go out.
 */
export async function loadShopMessages(locale: Locale): Promise<Messages> {
  const messages = await loadMessages(locale);
  const within = transactionTexts().getStore();
  const opened = openedDatabase();
  if (env.NEXT_PHASE === 'phase-production-build' || (!opened && !within)) return messages;
  try {
    const overrides = await readMessageOverrides(within ?? (await opened!).db, locale);
    return mergeOverrides(messages, overrides, catalogsArePrecompiled);
  } catch (error) {
    console.error(`The ${locale} text overrides could not be read; the shipped texts are used`, error);
    return messages;
  }
}
