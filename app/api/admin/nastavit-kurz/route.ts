import { exchangeRateSchema } from '@/lib/api/contract/admin/settings';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { readExchangeRate, updateExchangeRate } from '@/lib/server/services/admin/settings/shop-settings';

export const dynamic = 'force-dynamic';

/** The CZK/EUR exchange rate; a new one reprices the Slovak shop's derived EUR prices at once. */
export const GET = adminRoute('nastavit-kurz', async () =>
  Response.json(await readExchangeRate(await getDb()), { headers: NO_STORE }),
);

export const PUT = adminRoute('nastavit-kurz', async (request, caller) => {
  const body = await parseJsonBody(request, exchangeRateSchema);
  return Response.json(await updateExchangeRate(await getDb(), caller, body), { headers: NO_STORE });
});
