import { z } from 'zod';

/** `GET /api/health`: the database answered, which driver serves it, and how long `select 1` took. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  latencyMs: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: this instance takes traffic; its database answers and has every migration of the build. */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
