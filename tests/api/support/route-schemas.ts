import { z } from 'zod';
import type { ApiEndpoint } from './api-routes';

/** The contract schemas a route handler parses its body and its query string with, read from its source. */

const contractModules = import.meta.glob<Record<string, unknown>>('../../../lib/api/contract/**/*.ts');

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
}

/** The part of the file that holds one method's handler: from its `export const` to the next one. */
function handlerSource(endpoint: ApiEndpoint): string {
  const start = endpoint.source.indexOf(`export const ${endpoint.method} `);
  if (start < 0) return endpoint.source;
  const next = endpoint.source.indexOf('export const ', start + 1);
  return endpoint.source.slice(start, next < 0 ? undefined : next);
}

async function importedSchema(source: string, name: string): Promise<z.ZodType | undefined> {
  for (const match of source.matchAll(/import\s*{([^}]*)}\s*from\s*'@\/(lib\/api\/contract\/[^']+)'/g)) {
    const names = match[1]!.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim());
    if (!names.includes(name)) continue;
    const load = contractModules[`../../../${match[2]}.ts`];
    const schema = (await load?.())?.[name];
    return schema instanceof z.ZodType ? schema : undefined;
  }
  return undefined;
}

export async function routeSchemas(endpoint: ApiEndpoint): Promise<RouteSchemas> {
  const handler = handlerSource(endpoint);
  const bodyName = /parseJsonBody\(\s*request,\s*(\w+)/.exec(handler)?.[1];
  const queryName = /parseQuery\(\s*request,\s*(\w+)/.exec(handler)?.[1];
  return {
    body: bodyName ? await importedSchema(endpoint.source, bodyName) : undefined,
    query: queryName ? await importedSchema(endpoint.source, queryName) : undefined,
  };
}
