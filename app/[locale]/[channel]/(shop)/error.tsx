'use client';

import { type ServerErrorProps, ServerErrorView } from '@/components/frame/server-error-view';

/** A page that failed inside the shop's frame: the 500 page between the header and the footer. */
export default function ServerErrorPage(props: ServerErrorProps) {
  return <ServerErrorView {...props} />;
}
