'use client';

import { type DehydratedState, hydrate, HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * Data the server read for a page, in the query cache before the page's components render, so the
 * server's HTML and the hydrating browser both show it. HydrationBoundary alone puts data of a query
 * that already exists (the header's mini cart asked for the cart before the page rendered) into the
 * cache only after the first commit: the page would render without it. Queries that hold no data yet
 * take it here, during the first render (their observers are told later, as the cache always does);
 * queries that hold data take the server's only when it is newer, as HydrationBoundary does.
 */
export function ServerQueries({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const cache = client.getQueryCache();
    const queries = state.queries.filter((query) => cache.get(query.queryHash)?.state.data === undefined);
    hydrate(client, { mutations: [], queries });
  });
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
