import { z } from 'zod';

/** A zone offset at the end of an ISO instant (`+01:00`, `-0530`). */
const zoneOffset = /([+-])(\d{2}):?(\d{2})$/;

/**
 * What PostgreSQL can store: ISO 8601 allows the year 0000 and zone offsets up to ±23:59, a timestamp
 * column neither (its offsets end at ±15:59), and the database would fail on them instead of refusing.
 */
function isStorable(value: string): boolean {
  const offsetHours = Number(zoneOffset.exec(value)?.[2] ?? 0);
  return !value.startsWith('0000') && offsetHours <= 15;
}

/**
 * A moment typed in the admin: a `datetime-local` value in shop time (Europe/Prague), or an ISO 8601
 * instant with its zone from an API client.
 */
export const shopDateTimeSchema = z.iso
  .datetime({ offset: true, local: true, message: 'dateTime' })
  .refine(isStorable, 'dateTime');
