import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@/lib/server/page-cache/page-entry';
import { PageCacheStore } from '@/lib/server/page-cache/page-cache-store';

function entry(bytes: number, tags: PageEntry['tags'] = ['catalog']): PageEntry {
  return {
    headers: [],
    etag: 'W/"x"',
    gzip: Buffer.alloc(0),
    brotli: Buffer.alloc(0),
    localeCookie: null,
    locale: 'sk',
    tags,
    freshUntil: 0,
    staleUntil: 0,
    bytes,
  };
}

describe('the page cache’s memory', () => {
  it('drops the least recently served page past its budget', () => {
    const store = new PageCacheStore(300);
    for (const key of ['a', 'b', 'c']) store.put(key, entry(100), store.generations(['catalog']));
    store.get('a');
    store.put('d', entry(100), store.generations(['catalog']));
    expect(['a', 'b', 'c', 'd'].filter((key) => store.get(key))).toEqual(['a', 'c', 'd']);
  });

  it('keeps no page larger than the whole budget', () => {
    const store = new PageCacheStore(300);
    expect(store.put('a', entry(301), store.generations(['catalog']))).toBe(false);
    expect(store.get('a')).toBeUndefined();
  });

  it('keeps no render that a write of one of its tags overtook, and drops what the tag carries', () => {
    const store = new PageCacheStore(1000);
    store.put('content', entry(10, ['content']), store.generations(['content']));
    const started = store.generations(['catalog', 'messages']);
    store.expire('messages');
    expect(store.put('late', entry(10, ['catalog', 'messages']), started)).toBe(false);
    expect(store.get('content')).toBeDefined();
    store.expire(null);
    expect(store.get('content')).toBeUndefined();
  });
});
