import {
  devGatewayResultRequestSchema,
  devGatewayResultResponseSchema,
} from '@/lib/api/contract/dev-gateway';
import {
  orderAccessRequestSchema,
  orderResponseSchema,
  payOrderResponseSchema,
} from '@/lib/api/contract/order';
import {
  returnOrderLookupSchema,
  returnOrderResponseSchema,
  returnRequestResponseSchema,
  returnRequestSchema,
} from '@/lib/api/contract/returns';
import {
  type ApiEndpoint,
  anyone,
  businessRule,
  conflict,
  created,
  json,
  notFound,
  tooManyRequests,
} from './endpoint';

const byToken =
  'An order is reachable with its id and secret token only; a wrong one of the two is the same 404.';

const returnOrderNotFound = notFound(
  'No order with this number and e-mail (a wrong e-mail answers as an unknown number)',
  ['RETURN_ORDER_NOT_FOUND'],
);
const byNumberAndEmail =
  "The order is found by its number with the e-mail it was placed with, or by its number among a signed-in caller's own orders.";

export const orderEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/api/returns/order',
    area: 'orders',
    summary: 'The lines of an order to return',
    description: `${byNumberAndEmail} Each line says how many pieces are left to return.`,
    access: anyone,
    body: returnOrderLookupSchema,
    responses: [json(returnOrderResponseSchema)],
    errors: [returnOrderNotFound, tooManyRequests('Too many lookups from the client')],
  },
  {
    method: 'POST',
    path: '/api/returns',
    area: 'orders',
    summary: 'File a return request',
    description: `${byNumberAndEmail} The refund goes to a Czech or Slovak IBAN; the confirmation with a printable PDF is e-mailed.`,
    access: anyone,
    body: returnRequestSchema,
    responses: [created(returnRequestResponseSchema, 'The filed request.')],
    errors: [
      returnOrderNotFound,
      businessRule('More than is left to return of a line', ['RETURN_QUANTITY_EXCEEDED']),
      tooManyRequests('Too many return requests from the client'),
    ],
  },
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
