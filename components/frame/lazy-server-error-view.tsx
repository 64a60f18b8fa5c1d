'use client';

import { lazy, Suspense } from 'react';
import type { ServerErrorProps } from './server-error-view';

const ServerErrorView = lazy(() =>
  import('./server-error-view').then((module) => ({ default: module.ServerErrorView })),
);

/**
 * Every page of the shop carries the error boundaries and almost none ever shows one: their view (with
 * the localized Link) loads when a page or its frame fails, not with the page. React.lazy rather than
 * next/dynamic, whose own loader would be on every page instead.
 */
export function LazyServerErrorView(props: ServerErrorProps) {
  return (
    <Suspense>
      <ServerErrorView {...props} />
    </Suspense>
  );
}
