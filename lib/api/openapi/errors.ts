import type { ApiEndpoint, ErrorCase } from '@/lib/api/endpoints/endpoint';
import { componentRef } from './json-schema';
import type { JsonSchema, Reference, ResponseObject } from './types';

export const ERROR_COMPONENT = 'ApiError';

const statusTitles: Record<number, [title: string, name: string]> = {
  400: ['Bad request', 'BadRequest'],
  401: ['Not signed in', 'NotSignedIn'],
  403: ['Forbidden', 'Forbidden'],
  404: ['Not found', 'NotFound'],
  409: ['Conflict', 'Conflict'],
  410: ['Gone', 'Gone'],
  413: ['Too large', 'TooLarge'],
  422: ['Refused by a business rule', 'Refused'],
  429: ['Too many requests', 'TooManyRequests'],
  500: ['Internal error', 'InternalError'],
  503: ['Unavailable', 'Unavailable'],
};

/** An error every endpoint of a kind has; its `key` names the shared response in `components.responses`. */
interface KindError extends ErrorCase {
  key: string;
}

export const isMutation = (endpoint: ApiEndpoint) => endpoint.method !== 'GET';

/** The errors an endpoint answers because of what it is: its input, its access rule, its method. */
function kindErrors(endpoint: ApiEndpoint): KindError[] {
  const cases: KindError[] = [];
  const { access } = endpoint;
  if (
    endpoint.params ||
    endpoint.query ||
    (endpoint.body && endpoint.body !== 'image') ||
    endpoint.idempotent
  ) {
    cases.push({
      key: 'Validation',
      status: 400,
      codes: ['VALIDATION_ERROR'],
      when: 'The input does not fit its schema; `fields` names each wrong field with its rules',
    });
  }
  if (endpoint.body && endpoint.body !== 'image') {
    cases.push({
      key: 'Body',
      status: 413,
      codes: ['PAYLOAD_TOO_LARGE'],
      when: 'The JSON body is larger than 256 kB (a picture as a data URL: 6 MB before its encoding)',
    });
  }
  if (endpoint.body === 'image') {
    cases.push(
      {
        key: 'Image',
        status: 400,
        codes: ['IMAGE_INVALID'],
        when: 'The upload is not a JPEG, PNG or WebP picture',
      },
      { key: 'Image', status: 413, codes: ['IMAGE_TOO_LARGE'], when: 'The picture is larger than 6 MB' },
      { key: 'Image', status: 422, codes: ['IMAGE_UNREADABLE'], when: 'The picture cannot be decoded' },
    );
  }
  if (access.kind !== 'anyone') {
    cases.push({
      key: 'Session',
      status: 401,
      codes: [],
      when: 'No valid session; `code` is the number 401',
    });
  }
  if (access.kind === 'admin' || access.kind === 'superadmin') {
    cases.push({
      key: 'Role',
      status: 403,
      codes: ['FORBIDDEN'],
      when: "The caller's roles do not open this admin page",
    });
  }
  if (access.kind === 'b2b') {
    cases.push({
      key: access.allowBlocked ? 'Customer' : 'UsableCustomer',
      status: 403,
      codes: access.allowBlocked ? ['CUSTOMER_NOT_SELECTED'] : ['CUSTOMER_NOT_SELECTED', 'CUSTOMER_BLOCKED'],
      when: access.allowBlocked
        ? 'The user has not selected a customer to shop for'
        : 'The user has not selected a customer, or it is blocked',
    });
    if (access.manage) {
      cases.push({
        key: 'CustomerAdmin',
        status: 403,
        codes: ['CUSTOMER_ADMIN_ONLY'],
        when: "Only the customer's admins and the shop's dealers may",
      });
    }
  }
  if (isMutation(endpoint)) {
    cases.push({
      key: 'Csrf',
      status: 403,
      codes: ['MISSING_CHANNEL_HEADER', 'CROSS_ORIGIN'],
      when: '`X-Channel-Id` is missing, or a cookie-authenticated call comes from another origin',
    });
  }
  cases.push({
    key: 'Unexpected',
    status: 500,
    codes: ['INTERNAL_ERROR'],
    when: 'An unexpected failure; the message never carries its details',
  });
  return cases;
}

function errorSchema(cases: ErrorCase[]): JsonSchema {
  const base = { $ref: componentRef(ERROR_COMPONENT) };
  // A case without codes lets the service name the reason, so the status then allows any code.
  if (cases.some((errorCase) => errorCase.codes.length === 0)) {
    return cases.every((errorCase) => errorCase.status === 401)
      ? { allOf: [base, { properties: { code: { const: 401 } } }] }
      : base;
  }
  const codes = [...new Set(cases.flatMap((errorCase) => errorCase.codes))];
  return { allOf: [base, { properties: { code: { enum: codes } } }] };
}

function describe(cases: ErrorCase[]): string {
  const title = statusTitles[cases[0]!.status]?.[0] ?? 'Error';
  const lines = cases.map((errorCase) => {
    const codes = errorCase.codes.map((code) => `\`${code}\``).join(', ');
    return codes ? `- ${codes}: ${errorCase.when}.` : `- ${errorCase.when}.`;
  });
  return `${title}.\n\n${lines.join('\n')}`;
}

function responseOf(status: number, cases: ErrorCase[]): ResponseObject {
  return {
    description: describe(cases),
    content: { 'application/json': { schema: errorSchema(cases) } },
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
  };
}

/**
 * Every error answer of an endpoint, one per status, with the codes it may carry and when. A status whose
 * errors all come from the endpoint's kind is a shared response, added to `shared` under a name that
 * says which (`Forbidden.Role.Csrf`): most endpoints share them.
 */
export function errorResponses(
  endpoint: ApiEndpoint,
  shared: Record<string, ResponseObject>,
): Record<string, ResponseObject | Reference> {
  const byStatus = new Map<number, (ErrorCase & { key?: string })[]>();
  for (const errorCase of [...kindErrors(endpoint), ...(endpoint.errors ?? [])]) {
    byStatus.set(errorCase.status, [...(byStatus.get(errorCase.status) ?? []), errorCase]);
  }
  const answers: Record<string, ResponseObject | Reference> = {};
  for (const [status, cases] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    const keys = cases.map((errorCase) => errorCase.key);
    if (keys.some((key) => key === undefined)) {
      answers[String(status)] = responseOf(status, cases);
      continue;
    }
    const name = [statusTitles[status]?.[1] ?? `Status${status}`, ...new Set(keys)].join('.');
    shared[name] ??= responseOf(status, cases);
    answers[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  return answers;
}
