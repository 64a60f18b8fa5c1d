import type { ReactNode } from 'react';
import { TestPaymentBanner } from '@/components/order/test-payment-banner';
import { ScopedMessages } from '@/components/providers/scoped-messages';

/** The order page and the thank-you page: the order part's messages, and the test-payments note when on. */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <ScopedMessages scope="order">
      <TestPaymentBanner />
      {children}
    </ScopedMessages>
  );
}
