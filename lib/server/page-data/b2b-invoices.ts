import 'server-only';
import { invoiceListQuerySchema } from '@/lib/api/contract/b2b-invoices';
import type { PageSearchParams } from '@/lib/api/lenient-query';
import type { Locale } from '@/lib/config/locales';
import { firstValues } from '@/lib/server/b2b-page';
import { getDb } from '@/lib/server/db';
import { requireB2bUser } from '@/lib/server/page-guards';
import { b2bCallerOfUser } from '@/lib/server/services/b2b/b2b-caller';
import { listInvoices } from '@/lib/server/services/b2b/invoice-list';

/** The selected customer's invoices as the query filters them (an invalid query shows them all). */
export async function loadB2bInvoicesPage(locale: Locale, searchParams: PageSearchParams) {
  const user = await requireB2bUser(locale, '/b2b/faktury');
  const parsed = invoiceListQuerySchema.safeParse(firstValues(searchParams));
  const query = parsed.success ? parsed.data : invoiceListQuerySchema.parse({});
  const result = await listInvoices(await getDb(), b2bCallerOfUser(user), query);
  return { user, query, invalid: !parsed.success, result };
}
