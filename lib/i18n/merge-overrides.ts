import compile from 'icu-minify/compile';

export interface MessageOverride {
  key: string;
  value: string;
}

/** Compiled texts by source: the same few overrides are merged into every request's messages. */
const compiled = new Map<string, unknown>();
const COMPILED_MAX = 5000;

function compiledText(value: string): unknown {
  let message = compiled.get(value);
  if (message === undefined) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    message = compile(value);
    compiled.set(value, message);
  }
  return message;
}

function isNamespace(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The catalog with the overrides in place of their shipped texts. `precompiled` says whether the catalog
 * holds compiled messages (next.config.ts precompiles them at build time, so formatting has no ICU
 * parser): an override is then compiled here by the same compiler (icu-minify, next-intl's own) into the
 * same form. The catalog itself is shared by all requests and is never changed: the namespaces on an
 * override's path are copied. An override of a key the catalog no longer has as a text is left out.
 */
export function mergeOverrides<M extends object>(
  messages: M,
  overrides: readonly MessageOverride[],
  precompiled: boolean,
): M {
  if (overrides.length === 0) return messages;
  const merged = { ...messages } as Record<string, unknown>;
  const copied = new WeakSet<object>([merged]);
  for (const { key, value } of overrides) {
    const parts = key.split('.');
    const leaf = parts.pop()!;
    let node: Record<string, unknown> | null = merged;
    for (const part of parts) {
      const child: unknown = node[part];
      if (!isNamespace(child)) {
        node = null;
        break;
      }
      if (!copied.has(child)) {
        node[part] = { ...child };
        copied.add(node[part] as object);
      }
      node = node[part] as Record<string, unknown>;
    }
    if (!node || !(leaf in node) || isNamespace(node[leaf])) continue;
    try {
      node[leaf] = precompiled ? compiledText(value) : value;
    } catch (error) {
      // Saving checks the syntax; a text that still fails (an older check) keeps the shipped one.
      console.error(`Message override ${key} is not valid ICU`, error);
    }
  }
  return merged as M;
}
