import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { readMostSearchedAdmin } from '@/lib/server/services/admin/search-tuning/most-searched-terms';

export const dynamic = 'force-dynamic';

/** The most searched terms the shop shows in each language, and the terms the admin hid from them. */
export const GET = adminRoute('vyhledavani', async () =>
  Response.json(await readMostSearchedAdmin(await getDb()), { headers: NO_STORE }),
);
