import type { z } from 'zod';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import type { ApiArea } from './areas';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call an endpoint. The handler checks it itself: no session is 401, a session without the right
 * is 403. `b2b` needs a selected (and, unless `allowBlocked`, unblocked) customer; `manage` narrows it to
 * the customer's admins and the shop's dealers.
 */
export type Access =
  | { kind: 'anyone' }
  | { kind: 'signed-in' }
  | { kind: 'b2b'; manage: boolean; allowBlocked: boolean }
  | { kind: 'admin'; section: AdminSection }
  | { kind: 'superadmin' };

/** An answer other than an error; a body is JSON described by its schema, a PDF file, or nothing. */
export interface SuccessResponse {
  status: 200 | 201 | 202 | 204 | 302;
  description: string;
  body?: z.ZodType | 'pdf';
  /** Sets the session cookie (sign-in) or the cart and visitor cookies. */
  setsCookie?: boolean;
}

/**
 * An error an endpoint answers beyond those every endpoint of its kind has (validation, access, 500);
 * `codes` lists the `code` values it may carry (empty: the service names the missing record in it).
 */
export interface ErrorCase {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 503;
  codes: readonly string[];
  when: string;
}

export interface ApiEndpoint {
  method: HttpMethod;
  /** The OpenAPI path template: `/api/user/addresses/{id}` for `app/api/user/addresses/[id]/route.ts`. */
  path: `/api/${string}`;
  area: ApiArea;
  summary: string;
  description?: string;
  access: Access;
  /** Schemas of objects, one property per path parameter or query parameter. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, or a multipart upload of one picture in the field `image`. */
  body?: z.ZodType | 'image';
  /** `Idempotency-Key`: the same key places an order once. */
  idempotent?: boolean;
  responses: readonly [SuccessResponse, ...SuccessResponse[]];
  errors?: readonly ErrorCase[];
}

export const anyone: Access = { kind: 'anyone' };
export const signedIn: Access = { kind: 'signed-in' };
export const superadmin: Access = { kind: 'superadmin' };

export function b2b(options: { manage?: boolean; allowBlocked?: boolean } = {}): Access {
  return { kind: 'b2b', manage: options.manage ?? false, allowBlocked: options.allowBlocked ?? false };
}

export function admin(section: AdminSection): Access {
  return { kind: 'admin', section };
}

export function json(body: z.ZodType, description = 'OK'): SuccessResponse {
  return { status: 200, description, body };
}

export function created(body: z.ZodType, description = 'Created'): SuccessResponse {
  return { status: 201, description, body };
}

export function noContent(description = 'Done; no body.'): SuccessResponse {
  return { status: 204, description };
}

export function pdf(description: string): SuccessResponse {
  return { status: 200, description, body: 'pdf' };
}

export function redirect(description: string): SuccessResponse {
  return { status: 302, description };
}

export const notFound = (when: string, codes: readonly string[] = ['NOT_FOUND']): ErrorCase => ({
  status: 404,
  codes,
  when,
});

export const conflict = (when: string, codes: readonly string[]): ErrorCase => ({ status: 409, codes, when });

export const businessRule = (when: string, codes: readonly string[]): ErrorCase => ({
  status: 422,
  codes,
  when,
});

export const tooManyRequests = (when: string): ErrorCase => ({
  status: 429,
  codes: ['TOO_MANY_REQUESTS'],
  when,
});
