'use client';

import { useEffect } from 'react';

/** Spec §9: after a deploy old chunks disappear; reload to get the new ones, at most once a minute. */
export const RELOAD_THROTTLE_MS = 60_000;
const LAST_RELOAD_KEY = 'chunk-reload-at';

function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: unknown; message?: unknown } | null;
  const text = `${String(error?.name ?? '')} ${String(error?.message ?? reason ?? '')}`;
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(text);
}

export function reloadAfterChunkError(
  reason: unknown,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_THROTTLE_MS) return false;
  window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

export function useChunkReload(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
