'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';

const VARIANT_PARAM = 'variant';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const urlVariant = () => new URL(window.location.href).searchParams.get(VARIANT_PARAM);
/** The server renders the first variant: the cached HTML is the same whatever the query. */
const serverVariant = () => null;

/** The chosen variant, kept in `?variant=` so that a link shares it; the URL is read in the browser. */
export function useSelectedVariant(variantIds: readonly number[]): [number, (id: number) => void] {
  const fromUrl = Number(useSyncExternalStore(subscribe, urlVariant, serverVariant));
  const [chosen, setChosen] = useState<number | null>(null);
  const select = useCallback((id: number) => {
    setChosen(id);
    const url = new URL(window.location.href);
    url.searchParams.set(VARIANT_PARAM, String(id));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const selected = chosen ?? (variantIds.includes(fromUrl) ? fromUrl : variantIds[0]!);
  return [selected, select];
}
