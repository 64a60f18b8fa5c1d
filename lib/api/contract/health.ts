import { z } from 'zod';

/** `GET /api/health`: the database answered, which driver serves it, and how long `select 1` took. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  latencyMs: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
