import type { z } from 'zod';

/** The part of OpenAPI 3.1 this shop's description uses; schemas are JSON Schema 2020-12. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface Reference {
  $ref: string;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface HeaderObject {
  description: string;
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaType>;
}

export interface RequestBodyObject {
  required: true;
  content: Record<string, MediaType>;
}

/** Who may call, for readers that show it (the documentation page) in their own words. */
export interface AccessExtension {
  kind: 'anyone' | 'signed-in' | 'b2b' | 'admin' | 'superadmin';
  /** B2B: only the customer's admins (and the shop's dealers). */
  manage?: boolean;
  /** Admin: the staff roles that open the endpoint's admin page. */
  roles?: string[];
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: [string];
  parameters: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  security: Record<string, string[]>[];
  'x-access': AccessExtension;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OperationObject>>;

export interface SecurityScheme {
  type: 'apiKey' | 'http';
  description: string;
  in?: 'cookie';
  name?: string;
  scheme?: 'bearer';
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}
