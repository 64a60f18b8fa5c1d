import { isServer, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

const STALE_TIME = 60_000;
const MAX_RETRIES = 2;

/** A 4xx or a malformed body will not change on a second try; network and 5xx failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    isApiError(error) &&
    ((error.status >= 400 && error.status < 500) || error.code === 'INVALID_RESPONSE')
  ) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above zero so that data prefetched on the server is not refetched right after hydration.
        staleTime: STALE_TIME,
        retry: shouldRetry,
      },
      dehydrate: {
        // The default (successful queries) and those still pending, so server prefetches can stream to the
        // client. Written out: importing the default's function put the hydration module on every page.
        shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server request (no data shared between visitors), one for the browser's lifetime. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
