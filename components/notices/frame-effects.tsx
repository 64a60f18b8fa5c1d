'use client';

import { useChunkReload } from '@/lib/hooks/use-chunk-reload';
import { useErrorMessageParam } from '@/lib/hooks/use-error-message-param';
import { usePageViewTracking } from '@/lib/hooks/use-page-view-tracking';
import { Suspense } from 'react';
import { NewVersionBanner } from './new-version-banner';
import { ProgressBar } from './progress-bar';

/** The frame's background duties (spec §4): error toasts from the URL, chunk reloads, page views, new versions. */
export function FrameEffects() {
  useErrorMessageParam();
  useChunkReload();
  usePageViewTracking();
  return (
    <>
      <NewVersionBanner />
      {/* useSearchParams needs a Suspense boundary in statically rendered pages. */}
      <Suspense>
        <ProgressBar />
      </Suspense>
    </>
  );
}
