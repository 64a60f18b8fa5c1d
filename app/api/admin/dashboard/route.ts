import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { adminDashboard } from '@/lib/server/services/admin/dashboard';

export const dynamic = 'force-dynamic';

/** Today's orders and revenue per shop, B2B registrations to review, searches without a result. */
export const GET = adminRoute('objednavky', async () =>
  Response.json(await adminDashboard(await getDb()), { headers: NO_STORE }),
);
