import { z } from 'zod';
import {
  LAST_VISITED_TYPE,
  byCodeResponseSchema,
  lastVisitedResponseSchema,
  recordVisitBodySchema,
  recordVisitResponseSchema,
  searchTermSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@/lib/api/contract/search';
import { type ApiEndpoint, anyone, json } from './endpoint';

/** The suggest call has two modes: a term (`q`), or the lists shown before typing (`type`). */
const suggestModesQuerySchema = z.object({
  q: searchTermSchema.optional(),
  type: z.literal(LAST_VISITED_TYPE).optional(),
});

export const searchEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/search/suggest',
    area: 'search',
    summary: 'Suggestions while typing',
    description: `With \`q\` (3–100 characters): products, categories and brands. With \`type=${LAST_VISITED_TYPE}\` instead: the visitor's last visited products and the most searched terms (sets the visitor cookie).`,
    access: anyone,
    query: suggestModesQuerySchema,
    responses: [
      json(
        z.union([suggestResponseSchema, lastVisitedResponseSchema]),
        'The suggestions for `q`, or the lists for `type`.',
      ),
    ],
  },
  {
    method: 'GET',
    path: '/api/search/by-code',
    area: 'search',
    summary: 'The product with exactly this code or EAN',
    access: anyone,
    query: suggestQuerySchema,
    responses: [json(byCodeResponseSchema, 'The product, or `null` when no variant has the code.')],
  },
  {
    method: 'POST',
    path: '/api/search/last-visited',
    area: 'search',
    summary: 'Record a visit of a product page',
    description: 'The product comes first in the visitor’s last visited products.',
    access: anyone,
    body: recordVisitBodySchema,
    responses: [{ ...json(recordVisitResponseSchema, 'Recorded.'), setsCookie: true }],
  },
];
