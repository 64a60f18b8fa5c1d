export interface BreadcrumbEntry {
  name: string;
  /** The page's path; the last entry (the page itself) may have none. */
  url: string | null;
}

/** schema.org BreadcrumbList of the visible breadcrumb, positions from 1, with absolute URLs on `origin`. */
export function breadcrumbJsonLd(entries: BreadcrumbEntry[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      ...(entry.url ? { item: new URL(entry.url, origin).href } : {}),
    })),
  };
}
