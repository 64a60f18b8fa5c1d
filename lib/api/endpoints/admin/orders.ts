import {
  adminOrderInvoiceParamsSchema,
  adminOrderPaymentRequestSchema,
  adminOrderPaymentResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOrderStatusRequestSchema,
  adminOrderStatusResponseSchema,
} from '@/lib/api/contract/admin/orders';
import { invoicePdfQuerySchema } from '@/lib/api/contract/b2b-invoices';
import { type ApiEndpoint, admin, businessRule, json, notFound, pdf } from '../endpoint';
import { adminDashboardSchema } from '../responses/admin-orders';
import { idParams, unknownRecord } from './records';

const orders = admin('objednavky');

export const adminOrderEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    area: 'admin-orders',
    summary: "Today's orders and revenue, registrations to review, searches without a result",
    access: orders,
    responses: [json(adminDashboardSchema)],
  },
  {
    method: 'GET',
    path: '/api/admin/objednavky',
    area: 'admin-orders',
    summary: "Every shop's orders: searched, filtered, sorted and paged",
    access: orders,
    query: adminOrdersQuerySchema,
    responses: [json(adminOrdersResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/admin/objednavky/{id}',
    area: 'admin-orders',
    summary: 'One order with its history, payments, invoices and next states',
    access: orders,
    params: idParams,
    responses: [json(adminOrderResponseSchema)],
    errors: [unknownRecord],
  },
  {
    method: 'POST',
    path: '/api/admin/objednavky/{id}/status',
    area: 'admin-orders',
    summary: 'Move the order to its next state',
    description: 'The customer is told by e-mail; a company’s delivered order gets its invoice.',
    access: orders,
    params: idParams,
    body: adminOrderStatusRequestSchema,
    responses: [
      json(adminOrderStatusResponseSchema, 'The new state and the invoice number, if one was issued.'),
    ],
    errors: [
      notFound('No such order', ['ORDER_NOT_FOUND']),
      businessRule('The order cannot move to that state', ['ORDER_STATUS_NOT_ALLOWED']),
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/objednavky/{id}/payment',
    area: 'admin-orders',
    summary: 'Record money received, or give it all back',
    access: orders,
    params: idParams,
    body: adminOrderPaymentRequestSchema,
    responses: [json(adminOrderPaymentResponseSchema, 'The payment state and the amount paid.')],
    errors: [
      notFound('No such order', ['ORDER_NOT_FOUND']),
      businessRule('The payment does not fit the order', [
        'ORDER_PAYMENT_NOT_ALLOWED',
        'ORDER_PAYMENT_TOO_HIGH',
      ]),
    ],
  },
  {
    method: 'GET',
    path: '/api/admin/objednavky/{id}/faktury/{invoiceId}',
    area: 'admin-orders',
    summary: "An order's invoice as a PDF",
    description: 'As the customer gets it, in `locale` (default: the admin’s language).',
    access: orders,
    params: adminOrderInvoiceParamsSchema,
    query: invoicePdfQuerySchema,
    responses: [pdf('The invoice (`Content-Disposition: attachment`).')],
    errors: [notFound('Not an invoice of the order', ['INVOICE_NOT_FOUND'])],
  },
];
