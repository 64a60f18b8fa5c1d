export { createFrontServer, type PageCacheSettings } from './create-front-server';
export type { AppHandler, FrontOptions } from './front-handler';
export { markFrontServer, runsBehindFrontServer } from './front-server-marker';
export { BUSY_RETRY_AFTER_SECONDS } from './refusal';
export { BUILT_SERVER_ENTRY } from './built-entry';
export { startCacheSync } from './start-cache-sync';
