import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '@/lib/server/db/like-pattern';

describe('LIKE patterns of what users type', () => {
  it('takes the wildcards and the escape character literally', () => {
    expect(escapeLike('50% off_now\\')).toBe('50\\% off\\_now\\\\');
  });

  it('matches the term anywhere', () => {
    expect(containsPattern('talíř')).toBe('%talíř%');
    expect(containsPattern('100%')).toBe('%100\\%%');
  });
});
