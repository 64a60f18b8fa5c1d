import { z } from 'zod';

export const SLUG_MAX = 200;

/** The URL segment of a product, category or topic in one language: lowercase ASCII words and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(SLUG_MAX, `maxLength|${SLUG_MAX}`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');
