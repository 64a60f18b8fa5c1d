'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Spec §9: the bar appears only for navigations slower than 200 ms and fills over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download')
  ) {
    return false;
  }
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/** The top progress bar of page transitions. */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<'idle' | 'waiting' | 'running'>('idle');

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setState('waiting');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The new page arrived: hide the bar.
  useEffect(() => {
    const timer = setTimeout(() => setState('idle'), 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  if (state !== 'running') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1" role="progressbar" aria-hidden="true">
      <div
        className="h-full origin-left bg-blue"
        style={{ animation: `progress-fill ${PROGRESS_DURATION_MS}ms ease-out forwards` }}
      />
    </div>
  );
}
