import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DevGatewayActions } from '@/components/order/dev-gateway-actions';
import { TestPaymentBanner } from '@/components/order/test-payment-banner';
import { formatPrice } from '@/lib/format/price';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { privatePageMetadata } from '@/lib/seo/private-page-metadata';
import { readCardPayment } from '@/lib/server/services/payments/card-payment-row';
import { isDevGatewayEnabled } from '@/lib/server/services/payments/gateways';

type Props = PageProps<'/[locale]/[channel]/dev/platebni-brana/[paymentId]'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return privatePageMetadata(locale, 'DevGateway');
}

async function paymentOf(paymentId: string) {
  try {
    return await readCardPayment(await getDb(), paymentId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

/** The development card gateway (PAYMENT_GATEWAY=dev): the amount, then Approve or Decline. */
export default async function DevGatewayPage({ params }: Props) {
  const { locale } = await pageContext(params);
  if (!isDevGatewayEnabled()) notFound();
  const payment = await paymentOf((await params).paymentId);
  const t = await getTranslations({ locale, namespace: 'DevGateway' });
  return (
    <section className="space-y-6 rounded-lg border-2 border-dashed border-grey-300 p-6">
      <TestPaymentBanner />
      <h1 className="text-2xl font-bold text-dark-blue">{t('title')}</h1>
      <p className="text-grey-700">{t('intro')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt className="text-grey-600">{t('order')}</dt>
        <dd className="font-medium">{payment.orderNumber}</dd>
        <dt className="text-grey-600">{t('amount')}</dt>
        <dd className="font-bold" data-testid="gateway-amount">
          {formatPrice(payment.amount, payment.currency)}
        </dd>
      </dl>
      {payment.status === 'created' ? (
        <DevGatewayActions
          paymentId={(await params).paymentId}
          approveLabel={t('approve')}
          declineLabel={t('decline')}
        />
      ) : (
        <p role="status" className="font-medium">
          {t('resolved')}
        </p>
      )}
    </section>
  );
}
