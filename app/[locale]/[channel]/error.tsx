'use client';

import { LazyServerErrorView } from '@/components/frame/lazy-server-error-view';
import type { ServerErrorProps } from '@/components/frame/server-error-view';

/**
 * A frame that failed to render (its header reads the menu from the database, which may be down): the
 * 500 page on its own, still in the page's language, instead of the last-resort global error page.
 */
export default function FrameErrorPage(props: ServerErrorProps) {
  return (
    <main id="content" className="flex-1">
      <LazyServerErrorView {...props} />
    </main>
  );
}
