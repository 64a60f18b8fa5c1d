import type { AppPathname } from '@/lib/i18n/routing';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** The CMS pages that have a fixed route of their own (routes.md); any other page lives at /stranky/{slug}. */
export const fixedPagePaths = {
  terms: '/obchodne-podmienky',
  'terms-b2b': '/obchodne-podmienky-b2b',
  privacy: '/ochrana-osobnich-udaju',
  'privacy-b2b': '/ochrana-osobnich-udaju-b2b',
  returns: '/vraceni-zbozi',
  'returns-b2b': '/vraceni-zbozi-b2b',
  'return-form': '/formular-vraceni-zbozi',
  about: '/o-nas',
  contact: '/kontakt',
  delivery: '/doprava',
  dispatch: '/expedice',
  gift: '/darek',
  partners: '/nasi-partneri',
  'trade-fair': '/veletrh',
} as const satisfies Record<string, StaticPathname>;

export type FixedPageKey = keyof typeof fixedPagePaths;
export type FixedPagePath = (typeof fixedPagePaths)[FixedPageKey];

export function isFixedPageKey(key: string): key is FixedPageKey {
  return Object.hasOwn(fixedPagePaths, key);
}

/** The pages that exist for consumers and for businesses: terms ↔ terms-b2b, and so on. */
export function b2bTwinKey(key: FixedPageKey): FixedPageKey | null {
  const twin = key.endsWith('-b2b') ? key.slice(0, -'-b2b'.length) : `${key}-b2b`;
  return isFixedPageKey(twin) ? twin : null;
}
