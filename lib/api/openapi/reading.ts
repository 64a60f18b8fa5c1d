import { type ApiArea, apiAreaKeys, apiAreas } from '@/lib/api/endpoints/areas';
import type { OpenApiDocument, OperationObject, ParameterObject, Reference, ResponseObject } from './types';

export type DocumentedMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface DocumentedOperation {
  path: string;
  method: DocumentedMethod;
  operation: OperationObject;
}

const methodOrder: DocumentedMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

const isReference = (value: object): value is Reference => '$ref' in value;

/** The last segment of a `$ref`: `#/components/schemas/Cart` → `Cart`. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** The document's operations by area, in the areas' order, each area's in path order. */
export function operationsByArea(
  document: OpenApiDocument,
): { area: ApiArea; operations: DocumentedOperation[] }[] {
  const areaOfTag = new Map<string, ApiArea>(apiAreaKeys.map((key) => [apiAreas[key].name, key]));
  const byArea = new Map<ApiArea, DocumentedOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methodOrder) {
      const operation = item[method];
      const area = operation && areaOfTag.get(operation.tags[0]);
      if (!operation || !area) continue;
      byArea.set(area, [...(byArea.get(area) ?? []), { path, method, operation }]);
    }
  }
  return apiAreaKeys
    .filter((area) => byArea.has(area))
    .map((area) => ({ area, operations: byArea.get(area)! }));
}

export function resolvedParameter(
  document: OpenApiDocument,
  parameter: ParameterObject | Reference,
): ParameterObject {
  return isReference(parameter) ? document.components.parameters[refName(parameter.$ref)]! : parameter;
}

export function resolvedResponse(
  document: OpenApiDocument,
  response: ResponseObject | Reference,
): ResponseObject {
  return isReference(response) ? document.components.responses[refName(response.$ref)]! : response;
}

/** Each shared error answer of these operations with the status they answer it under, by status. */
export function sharedResponseStatuses(operations: readonly DocumentedOperation[]): Map<string, string> {
  const statuses = new Map<string, string>();
  for (const { operation } of operations) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (isReference(response)) statuses.set(refName(response.$ref), status);
    }
  }
  return new Map([...statuses].sort(([, a], [, b]) => a.localeCompare(b)));
}

/** The `code` values an error answer's schema allows, when it names them. */
export function errorCodes(response: ResponseObject): (string | number)[] {
  const schema = response.content?.['application/json']?.schema;
  const code = schema?.allOf?.[1]?.properties?.code;
  if (!code || typeof code === 'boolean') return [];
  if (code.const !== undefined) return [String(code.const)];
  return (code.enum ?? []).filter((value) => typeof value === 'string' || typeof value === 'number');
}
