import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import type { ErrorCase } from '../endpoint';

/** The admin's `{id}` paths: a positive integer. */
export const idParams = adminIdParamsSchema;

/** The services name the missing record in the code (`NOT_FOUND`, `USER_NOT_FOUND`…). */
export const unknownRecord: ErrorCase = { status: 404, codes: [], when: 'No record with this id' };
