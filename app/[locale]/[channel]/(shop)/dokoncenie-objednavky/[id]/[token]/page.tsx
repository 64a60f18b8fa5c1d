import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompleteOrderView } from '@/components/order/complete-order-view';
import { TestPaymentBanner } from '@/components/order/test-payment-banner';
import { pageContext } from '@/lib/server/page-context';
import { privatePageMetadata } from '@/lib/seo/private-page-metadata';
import { orderForPage } from '@/lib/server/services/orders/order-for-page';
import { DECLINED_QUERY } from '@/lib/server/services/payments/resolve-card-payment';

type Props = PageProps<'/[locale]/[channel]/dokoncenie-objednavky/[id]/[token]'>;

/** One order's page, behind its secret token: never cached, never indexed, never sent on as a referrer. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return privatePageMetadata(locale, 'CompleteOrder');
}

export default async function CompleteOrderPage({ params, searchParams }: Props) {
  await pageContext(params);
  const { id, token } = await params;
  const order = await orderForPage({ id, token });
  if (!order) notFound();
  const declined = (await searchParams).payment === DECLINED_QUERY.payment;
  return (
    <>
      <TestPaymentBanner />
      <CompleteOrderView order={order} token={token} declined={declined} />
    </>
  );
}
