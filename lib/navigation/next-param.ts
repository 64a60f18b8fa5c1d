import { localTarget } from './local-target';

/** The login page's `next` parameter, only when it is a path of this site (never another origin). */
export function nextPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next ? localTarget(next) : null;
}
