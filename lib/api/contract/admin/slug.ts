import { z } from 'zod';

export const SLUG_MAX = 200;

/** Lowercase ASCII words joined by single hyphens: the URL segment of a record in one language. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The URL segment of a product, category or topic in one language: lowercase ASCII words and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(SLUG_MAX, `maxLength|${SLUG_MAX}`)
  .regex(slugPattern, 'slug');
