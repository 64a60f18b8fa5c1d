import { describe, expect, it } from 'vitest';
import { apiEndpoints } from '@/lib/api/contract';
import { httpMethods, type HttpMethod } from '@/lib/api/endpoints/endpoint';
import { buildOpenApiDocument } from '@/lib/api/openapi/document';
import type { ParameterObject } from '@/lib/api/openapi/types';

// Every route handler there is, found on disk: one added later must be described before this passes.
const routeModules = import.meta.glob<Partial<Record<HttpMethod, unknown>>>('../../app/api/**/route.ts');

/** `../../app/api/user/addresses/[id]/route.ts` → `/api/user/addresses/{id}` (`[...path]` → `{path}`). */
function openApiPath(file: string): string {
  return file
    .replace('../../app', '')
    .replace('/route.ts', '')
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
}

async function routesOnDisk(): Promise<Set<string>> {
  const found = new Set<string>();
  for (const [file, load] of Object.entries(routeModules)) {
    const handlers = await load();
    for (const method of httpMethods) {
      if (typeof handlers[method] === 'function') found.add(`${method} ${openApiPath(file)}`);
    }
  }
  return found;
}

function operationsInDocument(): Set<string> {
  const found = new Set<string>();
  for (const [path, item] of Object.entries(buildOpenApiDocument().paths)) {
    for (const method of Object.keys(item)) found.add(`${method.toUpperCase()} ${path}`);
  }
  return found;
}

describe('the API description and the route handlers', () => {
  it('describes every exported method of every route, and nothing else', async () => {
    const onDisk = await routesOnDisk();
    const described = operationsInDocument();
    expect(onDisk.size).toBeGreaterThan(170);
    expect(
      [...onDisk].filter((route) => !described.has(route)),
      'handlers missing from the document',
    ).toEqual([]);
    expect(
      [...described].filter((route) => !onDisk.has(route)),
      'described but not on disk',
    ).toEqual([]);
  });

  it('lists each endpoint once, with one answer per status', () => {
    const keys = apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length - new Set(keys).size, 'endpoints listed twice').toBe(0);
    for (const endpoint of apiEndpoints) {
      const statuses = endpoint.responses.map((response) => response.status);
      expect(new Set(statuses).size, `${endpoint.method} ${endpoint.path}`).toBe(statuses.length);
    }
  });

  it('names exactly the path parameters of each path template', () => {
    for (const [path, item] of Object.entries(buildOpenApiDocument().paths)) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const declared = operation.parameters
          .filter((parameter): parameter is ParameterObject => 'in' in parameter && parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort();
        expect(declared, `${method} ${path}`).toEqual(inTemplate);
      }
    }
  });

  it("gives each admin endpoint its admin page's access rule, and every mutation the X-Channel-Id header", () => {
    for (const endpoint of apiEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const page = /^\/api\/admin\/([^/]+)/.exec(endpoint.path)?.[1];
      if (page === 'audit-log') expect(endpoint.access, label).toEqual({ kind: 'superadmin' });
      else if (page) {
        const section = page === 'dashboard' ? 'objednavky' : page;
        expect(endpoint.access, label).toEqual({ kind: 'admin', section });
      } else expect(['admin', 'superadmin'], label).not.toContain(endpoint.access.kind);
    }
    for (const [path, item] of Object.entries(buildOpenApiDocument().paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const channel = method === 'get' ? 'Channel' : 'ChannelRequired';
        expect(operation.parameters, `${method} ${path}`).toContainEqual({
          $ref: `#/components/parameters/${channel}`,
        });
      }
    }
  });
});
