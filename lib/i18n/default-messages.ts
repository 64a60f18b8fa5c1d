import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/config/locales';

/** A message's dotted key (`Header.search`) and its ICU text as written in messages/{locale}.json. */
export type FlatMessages = ReadonlyMap<string, string>;

const loaded = new Map<Locale, Promise<FlatMessages>>();

function flatten(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node))
      flatten(child, prefix ? `${prefix}.${name}` : name, into);
  }
}

/**
 * The shipped texts of a locale as their ICU source. Importing the catalog gives it compiled (next.config.ts
 * precompiles messages at build time), which cannot be shown or edited, so the translations page reads the
 * JSON file the build compiled; the app is started from its folder (`next start`).
 */
export function defaultMessages(locale: Locale): Promise<FlatMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readFile(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8').then((text) => {
      const flat = new Map<string, string>();
      flatten(JSON.parse(text), '', flat);
      return flat;
    });
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}
