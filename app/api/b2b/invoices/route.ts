import { invoiceListQuerySchema } from '@/lib/api/contract/b2b-invoices';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { listInvoices } from '@/lib/server/services/b2b/invoice-list';

export const dynamic = 'force-dynamic';

/** The selected customer's invoices: state, issue dates, sorting and a page at a time, with what is owed. */
export const GET = apiRoute(async (request, context) => {
  const caller = await b2bCallerOf(context);
  const query = parseQuery(request, invoiceListQuerySchema);
  return Response.json(await listInvoices(await getDb(), caller, query), { headers: NO_STORE });
});
