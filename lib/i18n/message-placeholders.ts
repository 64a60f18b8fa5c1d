import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The values a message is formatted with: its arguments (`{count}`, `{count, plural, …}`) and its rich-text
 * tags (`<link>…</link>`, written here as `<link>`). A translated text must use exactly these, or the
 * page formatting it would miss a value or show a raw placeholder.
 */
export function messagePlaceholders(message: string): Set<string> {
  const found = new Set<string>();
  collect(parse(message), found);
  return found;
}

function collect(elements: MessageFormatElement[], found: Set<string>): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        found.add(element.value);
        for (const option of Object.values(element.options)) collect(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        collect(element.children, found);
        break;
      default:
        break;
    }
  }
}

export type PlaceholderCheck =
  | { ok: true }
  | { ok: false; reason: 'syntax' }
  | { ok: false; reason: 'placeholders'; missing: string[]; unknown: string[] };

/** Whether `text` is valid ICU and keeps the placeholders of `original`, no fewer and no others. */
export function checkPlaceholders(original: string, text: string): PlaceholderCheck {
  let wanted: Set<string>;
  let used: Set<string>;
  try {
    wanted = messagePlaceholders(original);
  } catch {
    wanted = new Set();
  }
  try {
    used = messagePlaceholders(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  const missing = [...wanted].filter((name) => !used.has(name));
  const unknown = [...used].filter((name) => !wanted.has(name));
  return missing.length || unknown.length
    ? { ok: false, reason: 'placeholders', missing, unknown }
    : { ok: true };
}
