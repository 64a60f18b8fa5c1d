import { adminOrderInvoiceParamsSchema } from '@/lib/api/contract/admin/orders';
import { invoicePdfQuerySchema } from '@/lib/api/contract/b2b-invoices';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseQuery } from '@/lib/server/http/query';
import { invoicePdf } from '@/lib/server/pdf/invoice-pdf';
import { pdfAttachment } from '@/lib/server/pdf/pdf-response';
import { loadOrderInvoiceDocument } from '@/lib/server/services/b2b/invoice-document';

export const dynamic = 'force-dynamic';

type Params = { id: string; invoiceId: string };

/** An invoice of the order as the customer gets it, drawn in the admin's language (or `?locale=`). */
export const GET = adminRoute<Params>('objednavky', async (request, _caller, context, params) => {
  const { id, invoiceId } = adminOrderInvoiceParamsSchema.parse(params);
  const invoice = await loadOrderInvoiceDocument(await getDb(), id, invoiceId);
  const { locale } = parseQuery(request, invoicePdfQuerySchema);
  return pdfAttachment(await invoicePdf(invoice, locale ?? context.locale), invoice.number);
});
