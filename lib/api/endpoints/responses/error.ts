import { z } from 'zod';
import type { ErrorBody } from '@/lib/server/http/error-response';
import { describes } from './fits';

/**
 * Every error answer: `code` names the reason (a string such as `VALIDATION_ERROR`, or the number 401 for
 * a missing session), `message` is fit to show in the request's language, and `fields` maps each wrong
 * input field to its rule keys.
 */
export const apiErrorSchema = describes<ErrorBody>()(
  z.object({
    code: z.union([z.string(), z.number().int()]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
);
