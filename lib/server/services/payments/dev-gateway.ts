import { getPathname } from '@/lib/i18n/navigation';
import type { CardGateway } from './card-gateway';

/**
 * The development gateway: a page of the shop itself (`/dev/platebni-brana/{paymentId}`) that shows the
 * amount and lets the tester approve or decline. It charges nothing and needs no account anywhere.
 */
export const devGateway: CardGateway = {
  id: 'dev',
  createCardPayment: async ({ paymentId, locale }) =>
    getPathname({ locale, href: { pathname: '/dev/platebni-brana/[paymentId]', params: { paymentId } } }),
};
