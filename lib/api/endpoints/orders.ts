import {
  devGatewayResultRequestSchema,
  devGatewayResultResponseSchema,
} from '@/lib/api/contract/dev-gateway';
import {
  orderAccessRequestSchema,
  orderResponseSchema,
  payOrderResponseSchema,
} from '@/lib/api/contract/order';
import { type ApiEndpoint, anyone, businessRule, conflict, json, notFound } from './endpoint';

const byToken =
  'An order is reachable with its id and secret token only; a wrong one of the two is the same 404.';

export const orderEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/api/order',
    area: 'orders',
    summary: 'An order behind its id and token',
    description: `${byToken} What the thank-you and complete-order pages show.`,
    access: anyone,
    body: orderAccessRequestSchema,
    responses: [json(orderResponseSchema)],
    errors: [notFound('No order with this id and token')],
  },
  {
    method: 'POST',
    path: '/api/order/pay',
    area: 'orders',
    summary: 'Start a card payment of what is due',
    description: `${byToken} Answers the gateway page to send the customer to.`,
    access: anyone,
    body: orderAccessRequestSchema,
    responses: [json(payOrderResponseSchema)],
    errors: [
      notFound('No order with this id and token'),
      businessRule('Nothing is due on the order', ['ORDER_NOTHING_DUE']),
      { status: 503, codes: ['CARD_PAYMENTS_DISABLED'], when: 'The shop takes no card payments' },
    ],
  },
  {
    method: 'POST',
    path: '/api/dev/payment-gateway',
    area: 'orders',
    summary: "The development gateway's answer",
    description:
      'Only while `PAYMENT_GATEWAY` is `dev` (404 otherwise): approves or declines a card payment.',
    access: anyone,
    body: devGatewayResultRequestSchema,
    responses: [json(devGatewayResultResponseSchema, 'Where the customer goes next.')],
    errors: [
      notFound('No such payment, or the development gateway is off'),
      conflict('The payment was approved or declined before', ['CARD_PAYMENT_RESOLVED']),
    ],
  },
];
