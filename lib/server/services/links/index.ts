export { legacyPaths } from './legacy-paths';
export { localizedTarget, movedTarget, type Move, type RedirectTable } from './moved-target';
export { ownSlug } from './own-slug';
export { ownSlugPath, slugPageOf } from './own-slug-path';
export { normalizeRedirectPath, safeRedirectTarget } from './redirect-paths';
export { forgetRedirectTable, redirectTable } from './redirect-table';
export { rootRedirect } from './root-redirect';
export { slugKindOf, type SlugKind } from './slug-kinds';
