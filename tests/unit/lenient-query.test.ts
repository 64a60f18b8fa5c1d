import { describe, expect, it } from 'vitest';
import { accountOrdersQuerySchema } from '@/lib/api/contract/account-orders';
import { purchasedGoodsQuerySchema } from '@/lib/api/contract/purchased-goods';
import { parseLeniently, queryParams } from '@/lib/api/lenient-query';

describe('a page’s query, leniently', () => {
  it('keeps valid filters and leaves out the invalid ones, also those checked together', () => {
    const { query, invalid } = parseLeniently(accountOrdersQuerySchema, {
      status: 'bogus',
      date_from: '2026-05-02',
      date_to: '2026-05-01',
      number: ['0001', '0002'],
      page: 'x',
    });
    expect(invalid.sort()).toEqual(['date_to', 'page', 'status']);
    expect(query).toEqual({ date_from: '2026-05-02', number: '0001', page: 1 });
  });

  it('takes blank fields as absent and fills the defaults', () => {
    expect(parseLeniently(purchasedGoodsQuerySchema, { q: ' ', sort: '', page: '' })).toEqual({
      query: { sort: 'last_ordered', page: 1 },
      invalid: [],
    });
  });

  it('writes a query back into URL parameters without the empty ones', () => {
    expect(queryParams({ q: 'pohár', sort: undefined, page: 2, number: '' })).toEqual({
      q: 'pohár',
      page: '2',
    });
  });
});
