import { describe, expect, it } from 'vitest';
import { codePrefixPattern, productCodePattern } from '@/lib/server/services/search/code-prefix';

describe('the beginning of a product code', () => {
  it('is one word of at least 4 characters with a digit, matched in any case', () => {
    expect(codePrefixPattern(' PV-450-1385 ')).toBe('pv-450-1385%');
    expect(codePrefixPattern('td-19')).toBe('td-19%');
    expect(productCodePattern('PV-450-1385')).toBe('pv-450-1385-%');
  });

  it('is no word of letters, no phrase and nothing shorter', () => {
    for (const term of ['pohar', 'pohár na víno', '300 ml', 'pv-', 'a1', '']) {
      expect(codePrefixPattern(term)).toBeNull();
      expect(productCodePattern(term)).toBeNull();
    }
  });

  it('takes LIKE wildcards literally', () => {
    expect(codePrefixPattern('PV_4%0')).toBe('pv\\_4\\%0%');
  });
});
