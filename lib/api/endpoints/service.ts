import { healthResponseSchema, readyResponseSchema } from '@/lib/api/contract/health';
import {
  joinNewsletterRequestSchema,
  okResponseSchema,
  unsubscribeQuerySchema,
} from '@/lib/api/contract/newsletter';
import { pageViewRequestSchema } from '@/lib/api/contract/page-views';
import { type ApiEndpoint, anyone, json, noContent, notFound } from './endpoint';
import { openApiDocumentSchema } from './responses/service';

export const serviceEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    area: 'service',
    summary: 'This API description',
    description: 'The OpenAPI 3.1 document, generated from the zod contract; cacheable.',
    access: anyone,
    responses: [json(openApiDocumentSchema, 'The OpenAPI document.')],
  },
  {
    method: 'GET',
    path: '/api/health',
    area: 'service',
    summary: 'Is the shop up',
    description: 'Asks the database `select 1`.',
    access: anyone,
    responses: [json(healthResponseSchema, 'The database answered.')],
    errors: [{ status: 503, codes: ['SERVICE_UNAVAILABLE'], when: 'The database does not answer' }],
  },
  {
    method: 'GET',
    path: '/api/ready',
    area: 'service',
    summary: 'Should this instance get traffic',
    description:
      'For a load balancer: the instance is not shutting down, its database answers and every migration of ' +
      'its build is applied.',
    access: anyone,
    responses: [json(readyResponseSchema, 'Ready.')],
    errors: [
      {
        status: 503,
        codes: ['SERVICE_UNAVAILABLE'],
        when: 'The instance is shutting down, its database does not answer, or migrations are pending',
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/page-views',
    area: 'service',
    summary: 'Record a page view',
    description: 'Sent by the shop frame after a route change, for the admin statistics.',
    access: anyone,
    body: pageViewRequestSchema,
    responses: [noContent('Recorded.')],
  },
  {
    method: 'PUT',
    path: '/api/email-notification/join-newsletter',
    area: 'service',
    summary: 'Subscribe to the newsletter',
    description: 'E-mails the address a link to unsubscribe.',
    access: anyone,
    body: joinNewsletterRequestSchema,
    responses: [json(okResponseSchema, 'Subscribed.')],
  },
  {
    method: 'GET',
    path: '/api/email-notification/unsubscribe',
    area: 'service',
    summary: 'Unsubscribe with the e-mailed token',
    access: anyone,
    query: unsubscribeQuerySchema,
    responses: [json(okResponseSchema, 'Unsubscribed.')],
    errors: [notFound('No subscription with this token')],
  },
];
