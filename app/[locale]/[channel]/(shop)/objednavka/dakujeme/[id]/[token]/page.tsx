import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThankYouView } from '@/components/order/thank-you-view';
import { orderForPage } from '@/lib/server/services/orders/order-for-page';
import { pageContext } from '@/lib/server/page-context';
import { privatePageMetadata } from '@/lib/seo/private-page-metadata';

type Props = PageProps<'/[locale]/[channel]/objednavka/dakujeme/[id]/[token]'>;

/** One order's page, behind its secret token: never cached, never indexed, never sent on as a referrer. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return privatePageMetadata(locale, 'ThankYou');
}

export default async function ThankYouPage({ params }: Props) {
  await pageContext(params);
  const { id, token } = await params;
  const order = await orderForPage({ id, token });
  if (!order) notFound();
  return <ThankYouView order={order} token={token} />;
}
