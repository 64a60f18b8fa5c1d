import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds. */
export const RECORD_ID_MAX = 2_147_483_647;

/** The id of a stored record: a larger number names nothing, and the database would fail on it. */
export const recordId = () => z.number().int().positive().max(RECORD_ID_MAX);

/** The same in a path or query string. */
export const recordIdParam = () => z.coerce.number().int().positive().max(RECORD_ID_MAX);
