import { z } from 'zod';
import type { Locale } from '@/lib/config/locales';
import { isDatabaseUnavailable, unavailableReason } from '@/lib/server/db/unavailable';
import { AppError } from '@/lib/server/errors';
import { translateApiError } from './api-error-messages';

export interface ErrorBody {
  code: string | number;
  message: string;
  fields?: Record<string, string[]>;
}

function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Long enough for a restarted database or a reconnect, short enough that a client does not give up. */
const RETRY_AFTER_SECONDS = '5';

function appErrorResponse(error: AppError, message: string): Response {
  const body: ErrorBody = { code: error.code, message, ...(error.fields ? { fields: error.fields } : {}) };
  const headers: Record<string, string> = error.status === 503 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {};
  return Response.json(body, { status: error.status, headers });
}

/**
 * Every API error leaves as `{ code, message }` with its status; a 500 never carries internals. A
 * database that cannot be reached is a 503 that says to try again, whatever the endpoint was doing.
 */
export async function errorResponse(error: unknown, locale: Locale): Promise<Response> {
  if (error instanceof z.ZodError) {
    const message = await translateApiError('VALIDATION_ERROR', locale);
    return Response.json({ code: 'VALIDATION_ERROR', message, fields: fieldsOf(error) } satisfies ErrorBody, {
      status: 400,
    });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`Database unavailable: ${unavailableReason(error)}`);
    return appErrorResponse(
      new AppError('SERVICE_UNAVAILABLE'),
      await translateApiError('SERVICE_UNAVAILABLE', locale),
    );
  }
  if (error instanceof AppError) {
    const message = error.hasMessage
      ? error.message
      : await translateApiError(error.text?.key ?? String(error.code), locale, error.text?.values);
    return appErrorResponse(error, message);
  }
  console.error('Unhandled API error', error);
  const message = await translateApiError('INTERNAL_ERROR', locale);
  return Response.json({ code: 'INTERNAL_ERROR', message } satisfies ErrorBody, { status: 500 });
}
