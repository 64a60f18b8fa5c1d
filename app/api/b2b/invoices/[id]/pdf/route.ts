import { invoiceParamsSchema, invoicePdfQuerySchema } from '@/lib/api/contract/b2b-invoices';
import { getDb } from '@/lib/server/db';
import { invoicePdf } from '@/lib/server/pdf/invoice-pdf';
import { pdfAttachment } from '@/lib/server/pdf/pdf-response';
import { apiRoute } from '@/lib/server/http/api-route';
import { parseQuery } from '@/lib/server/http/query';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { loadInvoiceDocument } from '@/lib/server/services/b2b/invoice-document';

export const dynamic = 'force-dynamic';

/** One invoice of the selected customer as a PDF, drawn on the server in the caller's language. */
export const GET = apiRoute<{ id: string }>(async (request, context, params) => {
  const caller = await b2bCallerOf(context);
  const { id } = invoiceParamsSchema.parse(params);
  const invoice = await loadInvoiceDocument(await getDb(), caller, id);
  const { locale } = parseQuery(request, invoicePdfQuerySchema);
  const pdf = await invoicePdf(invoice, locale ?? context.locale);
  return pdfAttachment(pdf, invoice.number);
});
