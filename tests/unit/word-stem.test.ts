import { describe, expect, it } from 'vitest';
import { wordStem } from '@/lib/server/services/search/word-stem';

describe('the stem of a search word', () => {
  it('drops a plural or case ending, so that the plural begins the singular', () => {
    expect(wordStem('pohare')).toBe('pohar');
    expect(wordStem('taniere')).toBe('tanier');
    expect(wordStem('talire')).toBe('talir');
    expect(wordStem('uteraky')).toBe('uterak');
    expect(wordStem('glasses')).toBe('glass');
    expect(wordStem('towels')).toBe('towel');
    expect(wordStem('cups')).toBe('cup');
  });

  it('leaves short words, words without an ending, codes and numbers alone', () => {
    for (const word of ['vino', 'pohar', 'tanier', 'glass', 'na', 'pv-450', '300', 'td19']) {
      expect(wordStem(word)).toBeNull();
    }
  });
});
