import type { CmsPageKey } from '../cms-page-keys';
import type { Localized } from '../types';

export interface PageText {
  slug: string;
  title: string;
  metaDescription: string;
  /** Simple HTML: h2, p, ul/li. */
  content: string;
}

export interface PageSeed {
  key: CmsPageKey;
  translations: Localized<PageText>;
}
