'use client';

import { LazyServerErrorView } from '@/components/frame/lazy-server-error-view';
import type { ServerErrorProps } from '@/components/frame/server-error-view';

/** A page that failed inside the shop's frame: the 500 page between the header and the footer. */
export default function ServerErrorPage(props: ServerErrorProps) {
  return <LazyServerErrorView {...props} />;
}
