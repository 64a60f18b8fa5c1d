import { z } from 'zod';
import { customerPricesRequestSchema, customerPricesResponseSchema } from '@/lib/api/contract/catalog';
import {
  categoryMenuResponseSchema,
  menuQuerySchema,
  topicMenuResponseSchema,
} from '@/lib/api/contract/menu';
import { optionsResponseSchema } from '@/lib/api/contract/options';
import {
  domainsResponseSchema,
  redirectCheckResponseSchema,
  redirectToCatalogQuerySchema,
  switchDomainQuerySchema,
} from '@/lib/api/contract/settings';
import { type ApiEndpoint, anyone, json, redirect } from './endpoint';

const menuNote =
  'Cached for five minutes per language; without `locale_id` the request’s language (X-User-Locale, cookie, domain).';

export const catalogEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/category',
    area: 'catalog',
    summary: 'The category menu',
    description: menuNote,
    access: anyone,
    query: menuQuerySchema,
    responses: [json(categoryMenuResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/topic',
    area: 'catalog',
    summary: 'The topic menu',
    description: menuNote,
    access: anyone,
    query: menuQuerySchema,
    responses: [json(topicMenuResponseSchema)],
  },
  {
    method: 'POST',
    path: '/api/catalog/prices',
    area: 'catalog',
    summary: "The caller's prices of variants and products",
    description:
      'Catalog pages show list prices; a signed-in B2B customer asks here for its own (individual prices, its discount). A visitor gets the list prices. Money in minor units (haléře, cents).',
    access: anyone,
    body: customerPricesRequestSchema,
    responses: [json(customerPricesResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/options',
    area: 'catalog',
    summary: "The caller's options",
    description: 'Whether the unpaid-invoices notice applies to the selected customer.',
    access: anyone,
    responses: [json(optionsResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/settings/domains',
    area: 'catalog',
    summary: 'The country shops',
    description: 'Domain, country, currency and default language of each shop, with its delivery note.',
    access: anyone,
    responses: [json(domainsResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/settings/switch-domain',
    area: 'catalog',
    summary: 'Go to another country shop',
    description: 'A navigation target: redirects to the same path on the chosen shop’s domain.',
    access: anyone,
    query: switchDomainQuerySchema,
    responses: [redirect('To the chosen shop (`Location`).')],
  },
  {
    method: 'GET',
    path: '/api/redirect-to-catalog',
    area: 'catalog',
    summary: "Go to the main site's catalogue",
    description: 'A navigation target of the footer.',
    access: anyone,
    query: redirectToCatalogQuerySchema,
    responses: [redirect('To the catalogue of the language (`Location`).')],
  },
  {
    method: 'GET',
    path: '/api/redirect/check/{path}',
    area: 'catalog',
    summary: 'Where an unknown path has moved',
    description: 'Asked by the 404 page; `path` is the whole rest of the URL and may contain slashes.',
    access: anyone,
    params: z.object({ path: z.string().min(1) }),
    responses: [json(redirectCheckResponseSchema, 'The redirect, or `null` when the path has none.')],
  },
];
