import type { BreadcrumbItem } from '@/components/catalog/breadcrumbs';

/** Home › Search › Search results for "…" (the last one only when something was searched). */
export function searchBreadcrumb(searchTitle: string, resultsTitle: string | null): BreadcrumbItem[] {
  if (resultsTitle === null) return [{ name: searchTitle, href: null }];
  return [
    { name: searchTitle, href: '/hladaj' },
    { name: resultsTitle, href: null },
  ];
}
