import { z } from 'zod';
import type { AdminDashboard } from '@/lib/server/services/admin/dashboard';
import { describes } from './fits';

/** `GET /api/admin/dashboard`: today's figures in the shop's time zone; money in minor units. */
export const adminDashboardSchema = describes<AdminDashboard>()(
  z.object({
    ordersToday: z.number().int(),
    revenueToday: z.array(
      z.object({
        channel: z.enum(['cz', 'sk']),
        currency: z.enum(['CZK', 'EUR']),
        total: z.number().int(),
        orders: z.number().int(),
      }),
    ),
    pendingRegistrations: z.number().int(),
    registrationsThisWeek: z.number().int(),
    searchesWithoutResult: z.array(z.object({ term: z.string(), searches: z.number().int() })),
  }),
);
