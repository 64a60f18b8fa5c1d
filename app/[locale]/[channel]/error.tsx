'use client';

import dynamic from 'next/dynamic';
import type { ServerErrorProps } from '@/components/frame/server-error-view';

/**
 * Every page of the shop carries this boundary and almost none ever shows it: its view (with the
 * localized Link, 7 kB gzip) is loaded when a frame fails, not with the page.
 */
const ServerErrorView = dynamic(() =>
  import('@/components/frame/server-error-view').then((module) => module.ServerErrorView),
);

/**
 * A frame that failed to render (its header reads the menu from the database, which may be down): the
 * 500 page on its own, still in the page's language, instead of the last-resort global error page.
 */
export default function FrameErrorPage(props: ServerErrorProps) {
  return (
    <main id="content" className="flex-1">
      <ServerErrorView {...props} />
    </main>
  );
}
