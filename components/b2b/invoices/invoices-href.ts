import type { InvoiceListQuery } from '@/lib/api/contract/b2b-invoices';

export type InvoicesHref = { pathname: '/b2b/faktury'; query: Record<string, string> };

/** /b2b/faktury with the query that differs from the defaults (the page's links keep the filters). */
export function invoicesHref(query: InvoiceListQuery, change: Partial<InvoiceListQuery> = {}): InvoicesHref {
  const next = { ...query, ...change };
  const params: Record<string, string> = {};
  if (next.state) params.state = next.state;
  if (next.from) params.from = next.from;
  if (next.to) params.to = next.to;
  if (next.sort !== 'issued_at') params.sort = next.sort;
  if (next.dir !== 'desc') params.dir = next.dir;
  if (next.page > 1) params.page = String(next.page);
  return { pathname: '/b2b/faktury', query: params };
}
