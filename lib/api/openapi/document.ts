import type { z } from 'zod';
import { apiEndpoints } from '@/lib/api/contract';
import { apiAreaKeys, apiAreas } from '@/lib/api/endpoints/areas';
import type { ApiEndpoint } from '@/lib/api/endpoints/endpoint';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import packageJson from '@/package.json';
import { contractComponentNames } from './component-names';
import { answerComponents } from './json-schema';
import { operationId, operationOf } from './operation';
import { headerParameters } from './parameters';
import { reachableSchemas } from './references';
import type { OpenApiDocument, PathItem, ResponseObject } from './types';

const overview = `The shop's own API: the storefront uses nothing else. All bodies are JSON in UTF-8.

- **Sign-in**: \`POST /api/auth/login\` answers a session token. A server sends it as \`Authorization: Bearer <token>\`; a browser keeps the httpOnly cookie \`${SESSION_COOKIE_NAME}\`. A B2B user shops for one selected customer at a time (\`PUT /api/user/select-customer\`).
- **Headers**: every POST, PUT, PATCH and DELETE needs \`X-Channel-Id\` (\`cz\` or \`sk\`, the country shop); a call with the session cookie must also come from the shop's own origin. \`X-User-Locale\` (\`sk\`, \`cs\`, \`en\`) chooses the language of texts and error messages.
- **Money** is an integer in minor units (haléře, cents) of the shop's currency. Totals are computed on the server; a price sent by a client is never trusted.
- **Errors** are always \`{ code, message, fields? }\` with the HTTP status: \`code\` names the reason, \`message\` is fit to show, \`fields\` maps each wrong input field to the rules it breaks. A missing session is \`{ code: 401 }\`.`;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Answers the contract does not name (a union of two answers) are named after their operation. */
function answerNames(endpoints: readonly ApiEndpoint[]): Map<z.ZodType, string> {
  const names = contractComponentNames();
  for (const endpoint of endpoints) {
    for (const response of endpoint.responses) {
      if (!response.body || response.body === 'pdf' || names.has(response.body)) continue;
      names.set(response.body, `${capitalized(operationId(endpoint))}Response`);
    }
  }
  return names;
}

/** The OpenAPI 3.1 document of these endpoints (the whole API unless a test passes others). */
export function buildOpenApiDocument(endpoints: readonly ApiEndpoint[] = apiEndpoints): OpenApiDocument {
  const names = answerNames(endpoints);
  const all = answerComponents(names);
  const paths: Record<string, PathItem> = {};
  const responses: Record<string, ResponseObject> = {};
  for (const endpoint of endpoints) {
    const method = endpoint.method.toLowerCase() as Lowercase<ApiEndpoint['method']>;
    const operation = operationOf(endpoint, (schema) => names.get(schema)!, responses);
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operation };
  }
  const schemas = reachableSchemas({ paths, responses }, all);
  return {
    openapi: '3.1.1',
    info: { title: 'Horeca Shop API', version: packageJson.version, description: overview },
    servers: [{ url: '/', description: 'The shop that serves this document' }],
    tags: apiAreaKeys.map((key) => ({ name: apiAreas[key].name, description: apiAreas[key].description })),
    paths,
    components: {
      schemas,
      parameters: headerParameters,
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session a browser keeps after signing in (httpOnly).',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` of `POST /api/auth/login`, for calls from a server.',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document of the whole API, built once per process: it depends on the code only. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
