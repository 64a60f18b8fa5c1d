import 'server-only';

/**
 * What the server says at start-up when the development gateway is on in production: every card payment
 * there is approved by whoever clicks Approve, so an order is marked paid with no money received. A demo
 * may want that (`npm start` opts in); a shop taking real orders must never run so without noticing.
 */
export function testPaymentsWarning(settings: { nodeEnv: string; paymentGateway: string }): string | null {
  if (settings.paymentGateway !== 'dev' || settings.nodeEnv !== 'production') return null;
  const line = '!'.repeat(78);
  return [
    line,
    'PAYMENT_GATEWAY=dev: card payments go to the TEST gateway. Anyone can approve their own payment and',
    'the order is marked paid with no money received. For demos only: set PAYMENT_GATEWAY=none (or leave',
    'it unset) for a shop that takes real orders.',
    line,
  ].join('\n');
}
