import { useTranslations } from 'next-intl';
import type { AccountOrder } from '@/lib/api/contract/account-orders';

/** The carrier's parcel number, with a link to follow it on the carrier's page. */
export function OrderTracking({ tracking }: { tracking: NonNullable<AccountOrder['tracking']> }) {
  const t = useTranslations('AccountOrder');
  return (
    <section aria-labelledby="order-tracking">
      <h2 id="order-tracking" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('tracking')}
      </h2>
      <p className="text-grey-800">{t('parcelNumber', { number: tracking.number })}</p>
      {tracking.url && (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-semibold text-blue underline hover:text-dark-blue"
          data-testid="tracking-link"
        >
          {t('trackParcel')} <span className="sr-only">{t('newWindow')}</span>
        </a>
      )}
    </section>
  );
}
