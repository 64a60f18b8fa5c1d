'use client';

import { useEffect, useState } from 'react';

/** Spec §9: /static/version.json is polled every 30 s. */
export const VERSION_POLL_MS = 30_000;

async function fetchVersion(): Promise<string | null> {
  try {
    const response = await fetch('/static/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version = (body as { appVersion?: unknown } | null)?.appVersion;
    return typeof version === 'string' ? version : null;
  } catch (error) {
    // Spec §8: a failed version fetch is only logged.
    console.error('Version check failed', error);
    return null;
  }
}

/** Spec §4: the first fetched version is stored; a different one later means a new version is out. */
export function useNewVersion(pollMs: number = VERSION_POLL_MS): boolean {
  const [isNew, setIsNew] = useState(false);
  useEffect(() => {
    let stored: string | null = null;
    let cancelled = false;
    const check = async () => {
      const version = await fetchVersion();
      if (cancelled || !version) return;
      if (stored !== null && version !== stored) setIsNew(true);
      stored = version;
    };
    void check();
    const timer = setInterval(() => void check(), pollMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [pollMs]);
  return isNew;
}
