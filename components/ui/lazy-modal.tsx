'use client';

import { type ComponentProps, lazy, Suspense } from 'react';
import { useHasOpened } from '@/lib/hooks/use-has-opened';

const Modal = lazy(() => import('./modal').then((module) => ({ default: module.Modal })));

/**
 * The modal window of `./modal`, whose code (the dialog primitives) is loaded when it first opens, so a
 * page that shows a closed one does not load it with the page.
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  const opened = useHasOpened(props.open);
  return opened ? (
    <Suspense>
      <Modal {...props} />
    </Suspense>
  ) : null;
}
