import type { z } from 'zod';
import type { Access, ApiEndpoint, SuccessResponse } from '@/lib/api/endpoints/endpoint';
import { apiAreas } from '@/lib/api/endpoints/areas';
import { mayUseAdminSection } from '@/lib/server/auth/admin-sections';
import { roleSchema } from '@/lib/api/contract/auth';
import { errorResponses } from './errors';
import { componentRef, requestSchema } from './json-schema';
import { operationParameters } from './parameters';
import type { AccessExtension, OperationObject, RequestBodyObject, ResponseObject } from './types';

/** `PUT /api/cart/add-to-cart` → `putCartAddToCart`; `{id}` → `ById`. */
export function operationId(endpoint: Pick<ApiEndpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [endpoint.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join(
    '',
  );
}

const signedInSecurity: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

function accessOf(access: Access): AccessExtension {
  switch (access.kind) {
    case 'admin':
      return {
        kind: 'admin',
        roles: roleSchema.options.filter((role) => mayUseAdminSection([role], access.section)),
      };
    case 'b2b':
      return { kind: 'b2b', manage: access.manage };
    default:
      return { kind: access.kind };
  }
}

function requestBody(body: ApiEndpoint['body']): RequestBodyObject | undefined {
  if (!body) return undefined;
  if (body === 'image') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              image: {
                type: 'string',
                contentMediaType: 'image/*',
                description: 'JPEG, PNG or WebP, at most 6 MB',
              },
            },
            required: ['image'],
          },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: requestSchema(body) } } };
}

function successResponse(response: SuccessResponse, bodyName: (schema: z.ZodType) => string): ResponseObject {
  const answer: ResponseObject = { description: response.description };
  if (response.body === 'pdf') {
    answer.content = {
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    };
  } else if (response.body) {
    answer.content = { 'application/json': { schema: { $ref: componentRef(bodyName(response.body)) } } };
  }
  if (response.status === 302) {
    answer.headers = { Location: { description: 'Where to go', schema: { type: 'string' } } };
  }
  if (response.setsCookie) {
    answer.headers = {
      'Set-Cookie': { description: 'The session, cart or visitor cookie', schema: { type: 'string' } },
    };
  }
  return answer;
}

/**
 * One operation of the document; `bodyName` names the component of each answer's schema, and the error
 * answers endpoints share are added to `sharedResponses`.
 */
export function operationOf(
  endpoint: ApiEndpoint,
  bodyName: (schema: z.ZodType) => string,
  sharedResponses: Record<string, ResponseObject>,
): OperationObject {
  const responses: Record<string, ResponseObject> = {};
  for (const response of endpoint.responses)
    responses[String(response.status)] = successResponse(response, bodyName);
  const optionalSession = endpoint.access.kind === 'anyone';
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [apiAreas[endpoint.area].name],
    parameters: operationParameters(endpoint),
    ...(endpoint.body ? { requestBody: requestBody(endpoint.body) } : {}),
    responses: { ...responses, ...errorResponses(endpoint, sharedResponses) },
    security: optionalSession ? [{}, ...signedInSecurity] : signedInSecurity,
    'x-access': accessOf(endpoint.access),
  };
}
