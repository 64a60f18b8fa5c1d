'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useHasOpened } from '@/lib/hooks/use-has-opened';

const Modal = dynamic(() => import('./modal').then((module) => module.Modal), { ssr: false });

/**
 * The modal window of `./modal`, whose code (the dialog primitives) is loaded when it first opens, so a
 * page that shows a closed one does not load it with the page.
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  const opened = useHasOpened(props.open);
  return opened ? <Modal {...props} /> : null;
}
