import type { z } from 'zod';
import type { ApiArea } from '../areas';
import { type Access, type ApiEndpoint, type ErrorCase, created, json, noContent } from '../endpoint';
import { idParams, unknownRecord } from './records';

interface RecordsPage {
  path: `/api/admin/${string}`;
  area: ApiArea;
  access: Access;
  /** The record as the summaries name it: `banner`. */
  noun: string;
  /** `GET {path}`, when the page lists its records there. */
  list?: { summary: string; description?: string; query?: z.ZodType; schema: z.ZodType };
  /** Whether `GET {path}/{id}` reads one record (default: it does). */
  read?: boolean;
  input: z.ZodType;
  record: z.ZodType;
  /** What a save may be refused for besides validation (a taken slug…). */
  saveErrors?: ErrorCase[];
  deleteErrors?: ErrorCase[];
}

/** The calls of an admin page that lists, creates, reads, saves and deletes one kind of record. */
export function recordsPage(page: RecordsPage): ApiEndpoint[] {
  const one = page.noun;
  const common = { area: page.area, access: page.access };
  const item = `${page.path}/{id}` as const;
  const endpoints: ApiEndpoint[] = [];
  if (page.list) {
    const { summary, description, query, schema } = page.list;
    endpoints.push({
      ...common,
      method: 'GET',
      path: page.path,
      summary,
      description,
      query,
      responses: [json(schema)],
    });
  }
  endpoints.push({
    ...common,
    method: 'POST',
    path: page.path,
    summary: `Create a ${one}`,
    body: page.input,
    responses: [created(page.record, `The new ${one}.`)],
    errors: page.saveErrors,
  });
  if (page.read !== false) {
    endpoints.push({
      ...common,
      method: 'GET',
      path: item,
      summary: `One ${one}`,
      params: idParams,
      responses: [json(page.record)],
      errors: [unknownRecord],
    });
  }
  endpoints.push(
    {
      ...common,
      method: 'PUT',
      path: item,
      summary: `Save a ${one}`,
      params: idParams,
      body: page.input,
      responses: [json(page.record, `The saved ${one}.`)],
      errors: [unknownRecord, ...(page.saveErrors ?? [])],
    },
    {
      ...common,
      method: 'DELETE',
      path: item,
      summary: `Delete a ${one}`,
      params: idParams,
      responses: [noContent('Deleted.')],
      errors: [unknownRecord, ...(page.deleteErrors ?? [])],
    },
  );
  return endpoints;
}
