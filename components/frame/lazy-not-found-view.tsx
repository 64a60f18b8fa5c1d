'use client';

import { lazy, Suspense } from 'react';

const NotFoundView = lazy(() =>
  import('./not-found-view').then((module) => ({ default: module.NotFoundView })),
);

/** Every page carries the not-found boundary: its view (and its redirect check) loads only when one shows. */
export function LazyNotFoundView() {
  return (
    <Suspense>
      <NotFoundView />
    </Suspense>
  );
}
