'use client';

import type { ReactNode } from 'react';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';

interface InfoLineFrameProps {
  companyLink: ReactNode;
  contacts: Record<'b2c' | 'b2b', ReactNode>;
}

/** Picks the info line's variant by the session: B2B customers get their contacts, and the line only from md. */
export function InfoLineFrame({ companyLink, contacts }: InfoLineFrameProps) {
  const { data: user } = useSessionUser();
  const isB2b = Boolean(user?.is_b2b);
  return (
    <div
      className={`bg-dark-blue text-xs text-white ${isB2b ? 'hidden md:block' : ''}`}
      data-testid="info-line"
      data-variant={isB2b ? 'b2b' : 'b2c'}
    >
      <div className="mx-auto flex max-w-screen-xl items-center justify-end gap-x-4 px-4 py-0.5 md:gap-x-5">
        {!isB2b && companyLink}
        {contacts[isB2b ? 'b2b' : 'b2c']}
      </div>
    </div>
  );
}
