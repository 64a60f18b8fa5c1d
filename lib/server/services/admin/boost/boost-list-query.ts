import type { AdminProductListQuery } from '@/lib/api/contract/admin/products';

/** The boost page lists the highest boosts first until the user sorts otherwise. */
export function boostListQuery(query: AdminProductListQuery): AdminProductListQuery {
  return query.sort ? query : { ...query, sort: 'boost', dir: 'desc' };
}
