import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { fixedPagePaths, type FixedPageKey } from '@/lib/server/services/content/cms-page-routes';

interface B2bTwinLinkProps {
  twinKey: FixedPageKey;
  twinTitle: string;
}

/** Terms, privacy and returns exist for consumers and for businesses; each version links to the other. */
export function B2bTwinLink({ twinKey, twinTitle }: B2bTwinLinkProps) {
  const t = useTranslations('Content');
  const twinIsB2b = twinKey.endsWith('-b2b');
  return (
    <p className="rounded-lg bg-light-blue px-4 py-3">
      {twinIsB2b ? t('forBusinesses') : t('forConsumers')}{' '}
      <Link href={fixedPagePaths[twinKey]} className="font-medium text-blue underline hover:text-dark-blue">
        {twinTitle}
      </Link>
    </p>
  );
}
