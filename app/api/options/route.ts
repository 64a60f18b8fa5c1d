import type { OptionsResponse } from '@/lib/api/contract/options';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { readOptions } from '@/lib/server/services/options';

export const dynamic = 'force-dynamic';

/** The caller's options (spec §3): whether the unpaid-invoices notice applies. */
export const GET = apiRoute(async (_request, context) => {
  const body: OptionsResponse = {
    options: await readOptions(await getDb(), { selectedCustomerId: context.selectedCustomerId }),
  };
  return Response.json(body);
});
