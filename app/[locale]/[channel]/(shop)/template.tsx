import type { ReactNode } from 'react';

/** A template mounts anew on every navigation, so each page fades in (spec §9 page transition). */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>;
}
