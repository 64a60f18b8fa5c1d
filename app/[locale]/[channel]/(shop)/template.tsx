import { ViewTransition, type ReactNode } from 'react';

/**
 * A template mounts anew on every navigation, so the leaving page runs its exit and the arriving page
 * its enter animation (spec §9 page transition "page", out-in; timing in globals.css).
 */
export default function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page" exit="page" default="none">
      {children}
    </ViewTransition>
  );
}
