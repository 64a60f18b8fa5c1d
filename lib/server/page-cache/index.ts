export { createPageCache, type PageCache } from './page-cache';
export {
  expireProductPages,
  expireSharedPages,
  expireSharedPagesHere,
  registerPageCache,
} from './page-cache-registry';
export { RENDER_HEADER, renderOverLoopback } from './render-over-loopback';
