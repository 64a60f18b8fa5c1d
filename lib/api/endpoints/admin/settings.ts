import {
  adminDiscountCodeSchema,
  adminDiscountCodesQuerySchema,
  adminDiscountCodesResponseSchema,
  discountCodeInputSchema,
} from '@/lib/api/contract/admin/discount-codes';
import { adminMailJobsQuerySchema, adminMailJobsResponseSchema } from '@/lib/api/contract/admin/mail-jobs';
import {
  exchangeRateSchema,
  maxCartDiscountSchema,
  partnerDiscountSchema,
} from '@/lib/api/contract/admin/settings';
import {
  adminBranchesQuerySchema,
  adminBranchesResponseSchema,
  adminShippingOverviewSchema,
  branchUpdateSchema,
  freeShippingSchema,
  paymentUpdateSchema,
  shippingUpdateSchema,
} from '@/lib/api/contract/admin/shipping';
import { statisticsQuerySchema, statisticsResponseSchema } from '@/lib/api/contract/admin/statistics';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import type { z } from 'zod';
import { type ApiEndpoint, admin, businessRule, conflict, json, noContent, notFound } from '../endpoint';
import { recordsPage } from './crud';
import { idParams, unknownRecord } from './records';

const shipping = admin('dopravy-a-platby');
const mails = admin('e-maily');

/** A shop-wide setting: read it, or replace it (the answer is the setting as saved). */
function setting(
  section: AdminSection,
  summaries: { read: string; change: string; description?: string },
  schema: z.ZodType,
): ApiEndpoint[] {
  const common = {
    path: `/api/admin/${section}` as const,
    area: 'admin-settings' as const,
    access: admin(section),
    description: summaries.description,
  };
  return [
    { ...common, method: 'GET', summary: summaries.read, responses: [json(schema)] },
    {
      ...common,
      method: 'PUT',
      summary: summaries.change,
      body: schema,
      responses: [json(schema, 'Saved.')],
    },
  ];
}

export const adminSettingsEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/admin/dopravy-a-platby',
    area: 'admin-settings',
    summary: 'Shippings, payments, their combinations and free-shipping thresholds',
    access: shipping,
    responses: [json(adminShippingOverviewSchema)],
  },
  {
    method: 'PUT',
    path: '/api/admin/dopravy-a-platby/shippings/{id}',
    area: 'admin-settings',
    summary: "A shipping's state, position, prices per shop and allowed payments",
    access: shipping,
    params: idParams,
    body: shippingUpdateSchema,
    responses: [noContent('Saved.')],
    errors: [
      unknownRecord,
      businessRule('A payment is unknown, or allowed in a shop the shipping has no price in', [
        'BUSINESS_RULE',
      ]),
    ],
  },
  {
    method: 'PUT',
    path: '/api/admin/dopravy-a-platby/payments/{id}',
    area: 'admin-settings',
    summary: "A payment's state, B2B-only flag and position",
    access: shipping,
    params: idParams,
    body: paymentUpdateSchema,
    responses: [noContent('Saved.')],
    errors: [unknownRecord],
  },
  {
    method: 'PUT',
    path: '/api/admin/dopravy-a-platby/free-shipping',
    area: 'admin-settings',
    summary: 'The free-shipping thresholds of both shops',
    access: shipping,
    body: freeShippingSchema,
    responses: [noContent('Saved.')],
  },
  {
    method: 'GET',
    path: '/api/admin/dopravy-a-platby/branches',
    area: 'admin-settings',
    summary: 'Pickup points, searched and paged',
    access: shipping,
    query: adminBranchesQuerySchema,
    responses: [json(adminBranchesResponseSchema)],
  },
  {
    method: 'PATCH',
    path: '/api/admin/dopravy-a-platby/branches/{id}',
    area: 'admin-settings',
    summary: 'Turn a pickup point on or off at the checkout',
    access: shipping,
    params: idParams,
    body: branchUpdateSchema,
    responses: [noContent('Saved.')],
    errors: [unknownRecord],
  },
  ...recordsPage({
    path: '/api/admin/slevove-kody',
    area: 'admin-settings',
    access: admin('slevove-kody'),
    noun: 'discount code',
    list: {
      summary: 'Discount codes, searched by code, filtered by state, sorted and paged',
      query: adminDiscountCodesQuerySchema,
      schema: adminDiscountCodesResponseSchema,
    },
    input: discountCodeInputSchema,
    record: adminDiscountCodeSchema,
    saveErrors: [conflict('The code exists (in any letter case)', ['DISCOUNT_CODE_TAKEN'])],
  }),
  ...setting(
    'nastavit-kurz',
    {
      read: 'The CZK/EUR exchange rate',
      change: 'Set the CZK/EUR exchange rate',
      description: "A new rate reprices the Slovak shop's derived EUR prices at once.",
    },
    exchangeRateSchema,
  ),
  ...setting(
    'nastavit-maximalni-slevu-v-kosiku',
    {
      read: 'The most discount codes may take off a cart',
      change: 'Set the most discount codes may take off a cart',
      description: 'In % of the goods.',
    },
    maxCartDiscountSchema,
  ),
  ...setting(
    'sleva-na-14-dni',
    {
      read: "A new B2B customer's 14-day partner discount",
      change: "Set a new B2B customer's 14-day partner discount",
      description: 'In %; applies in the first 14 days after the customer is approved.',
    },
    partnerDiscountSchema,
  ),
  {
    method: 'GET',
    path: '/api/admin/statistiky',
    area: 'admin-settings',
    summary: 'Sales, best sellers, searches without a result and page views',
    description: 'Per day and shop, for `from`–`to`.',
    access: admin('statistiky'),
    query: statisticsQuerySchema,
    responses: [json(statisticsResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/admin/e-maily',
    area: 'admin-settings',
    summary: 'The e-mail outbox: failed, waiting or sent e-mails',
    description:
      '`status` is `failed` by default (what needs a person); newest first, searchable by recipient, subject or kind.',
    access: mails,
    query: adminMailJobsQuerySchema,
    responses: [json(adminMailJobsResponseSchema)],
  },
  {
    method: 'POST',
    path: '/api/admin/e-maily/{id}/retry',
    area: 'admin-settings',
    summary: 'Send a failed e-mail again',
    description:
      'The e-mail is due at once with a fresh set of attempts; a server sends it shortly after the answer.',
    access: mails,
    params: idParams,
    responses: [noContent('Queued.')],
    errors: [
      notFound('No such e-mail', ['MAIL_JOB_NOT_FOUND']),
      conflict('The e-mail is waiting or was sent: only a failed one is sent again', ['MAIL_JOB_NOT_FAILED']),
    ],
  },
];
