import type { ApiEndpoint } from '@/lib/api/endpoints/endpoint';
import { idempotencyKeySchema } from '@/lib/api/contract/checkout';
import { channelIds } from '@/lib/config/channels';
import { locales } from '@/lib/config/locales';
import { objectProperties, requestSchema } from './json-schema';
import type { ParameterObject, Reference } from './types';

const channelDescription =
  'The country shop (`cz`: Czech, CZK; `sk`: Slovak, EUR). Required on every POST, PUT, PATCH and DELETE: a header another site’s form cannot send, so together with the same-origin check of cookie-authenticated calls it protects against CSRF. Without it a GET uses the channel cookie or the domain’s shop.';

/** The headers every call may send, by name in `components.parameters`. */
export const headerParameters: Record<string, ParameterObject> = {
  ChannelRequired: {
    name: 'X-Channel-Id',
    in: 'header',
    required: true,
    description: channelDescription,
    schema: { type: 'string', enum: [...channelIds] },
  },
  Channel: {
    name: 'X-Channel-Id',
    in: 'header',
    required: false,
    description: channelDescription,
    schema: { type: 'string', enum: [...channelIds] },
  },
  Locale: {
    name: 'X-User-Locale',
    in: 'header',
    required: false,
    description:
      'The language of the answer’s texts and error messages; without it the language cookie, then the domain’s language.',
    schema: { type: 'string', enum: [...locales] },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'A key of your choice for this one order: sending the call again with it cannot place a second order.',
    schema: requestSchema(idempotencyKeySchema),
  },
};

const ref = (name: keyof typeof headerParameters): Reference => ({ $ref: `#/components/parameters/${name}` });

/** The path parameters, the query string and the headers of an operation. */
export function operationParameters(endpoint: ApiEndpoint): (ParameterObject | Reference)[] {
  const path = endpoint.params
    ? objectProperties(requestSchema(endpoint.params)).map(({ name, schema }): ParameterObject => ({
        name,
        in: 'path',
        required: true,
        schema,
      }))
    : [];
  const query = endpoint.query
    ? objectProperties(requestSchema(endpoint.query)).map(({ name, schema, required }): ParameterObject => ({
        name,
        in: 'query',
        required,
        schema,
      }))
    : [];
  const headers = [ref(endpoint.method === 'GET' ? 'Channel' : 'ChannelRequired'), ref('Locale')];
  if (endpoint.idempotent) headers.push(ref('IdempotencyKey'));
  return [...path, ...query, ...headers];
}
