import type { AppPathname } from '@/lib/i18n/routing';

/** The records whose pages are found by a slug that differs per language. */
export type SlugKind = 'product' | 'category' | 'topic' | 'cmsPage' | 'trend';

const slugRouteKinds: Partial<Record<AppPathname, SlugKind>> = {
  '/produkt/[slug]': 'product',
  '/kategorie/[slug]': 'category',
  '/topic-page/[slug]': 'topic',
  '/stranky/[slug]': 'cmsPage',
  '/text-page/[slug]': 'cmsPage',
  '/trendy-a-inspiracie/[slug]': 'trend',
};

export function slugKindOf(pathname: AppPathname): SlugKind | null {
  return slugRouteKinds[pathname] ?? null;
}
