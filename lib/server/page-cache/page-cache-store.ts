import type { PageEntry } from './page-entry';
import type { PageTag } from './page-tags';

/** The tags' write counts when a render started: a write during the render makes its result old. */
export type TagGenerations = Map<PageTag | null, number>;

/**
 * Shared pages in this process's memory, least recently served dropped first past `maxBytes`. A write
 * expires every page carrying its tag (or, without a tag, every page) at once.
 */
export class PageCacheStore {
  readonly #entries = new Map<string, PageEntry>();
  readonly #generations = new Map<PageTag | null, number>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): PageEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  generations(tags: readonly PageTag[]): TagGenerations {
    return new Map([null, ...tags].map((tag) => [tag, this.#generations.get(tag) ?? 0]));
  }

  /** Stores a render unless a write expired one of its tags since `started` was taken; true if stored. */
  put(key: string, entry: PageEntry, started: TagGenerations): boolean {
    for (const [tag, generation] of started)
      if ((this.#generations.get(tag) ?? 0) !== generation) return false;
    if (entry.bytes > this.maxBytes) return false;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  expire(tag: PageTag | null): void {
    this.#generations.set(tag, (this.#generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.#entries) if (tag === null || entry.tags.includes(tag)) this.#remove(key);
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
