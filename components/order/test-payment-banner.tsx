import { getTranslations } from 'next-intl/server';
import { isDevGatewayEnabled } from '@/lib/server/services/payments/gateways';

/**
 * Shown wherever a card payment is chosen, started or answered while the test gateway is on
 * (PAYMENT_GATEWAY=dev): nobody should believe a card was charged there, or think a real one will be.
 */
export async function TestPaymentBanner() {
  if (!isDevGatewayEnabled()) return null;
  const t = await getTranslations('TestPayments');
  return (
    <p
      role="note"
      data-testid="test-payment-banner"
      className="mb-4 rounded-md border-2 border-red bg-white px-4 py-3 font-medium text-red"
    >
      <strong className="font-bold">{t('label')}</strong> {t('text')}
    </p>
  );
}
