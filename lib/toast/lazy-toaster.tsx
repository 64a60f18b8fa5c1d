'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TOAST_MS, isToasterRequested, subscribeToasterRequest, toasterMounted } from './toast';

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Renders after the Toaster's own effects, so a toast waiting for it is shown to a listening Toaster. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** Sonner's Toaster, loaded and mounted by the page view's first toast (lib/toast/toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense>
      {/* Spec §8: toasts default to 5 s at the top centre; success, error and info each in their own colours. */}
      <Toaster position="top-center" duration={DEFAULT_TOAST_MS} richColors closeButton />
      <MountedSignal />
    </Suspense>
  );
}
