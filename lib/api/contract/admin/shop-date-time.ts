import { z } from 'zod';

/**
 * A moment typed in the admin: a `datetime-local` value in shop time (Europe/Prague), or an ISO 8601
 * instant with its zone from an API client.
 */
export const shopDateTimeSchema = z.iso.datetime({ offset: true, local: true, message: 'dateTime' });
