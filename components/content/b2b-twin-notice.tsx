'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { Link } from '@/lib/i18n/navigation';
import type { FixedPagePath } from '@/lib/server/services/content/cms-page-routes';

/**
 * The page is cached for everyone, so whether the reader is a business customer is learnt in the
 * browser: a signed-in B2B user on the consumer version is pointed at the one that applies to them.
 */
export function B2bTwinNotice({ b2bPath, b2bTitle }: { b2bPath: FixedPagePath; b2bTitle: string }) {
  const t = useTranslations('Content');
  const { data: user } = useSessionUser();
  if (!user?.is_b2b) return null;
  return (
    <p role="status" className="rounded-lg border border-blue bg-light-blue px-4 py-3">
      {t('b2bNotice')}{' '}
      <Link href={b2bPath} className="font-medium text-blue underline hover:text-dark-blue">
        {b2bTitle}
      </Link>
    </p>
  );
}
