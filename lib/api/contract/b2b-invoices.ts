import { z } from 'zod';
import { type Locale, locales } from '@/lib/config/locales';
import { recordIdParam } from './record-id';

/** Paid; unpaid and not yet due; unpaid after the due date. */
export const invoiceStates = ['paid', 'unpaid', 'overdue'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoiceSorts = ['issued_at', 'due_at', 'total', 'number'] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'date');

/** An empty form field is the same as none. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * `GET /api/b2b/invoices` (and the query of /b2b/faktury): the selected customer's invoices, filtered by
 * state and issue date (inclusive, in the shop's time zone), sorted and a page at a time.
 */
export const invoiceListQuerySchema = z
  .object({
    state: optional(z.enum(invoiceStates)),
    from: optional(isoDate()),
    to: optional(isoDate()),
    sort: z.enum(invoiceSorts).default('issued_at'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'dateRange',
    path: ['to'],
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const money = () => z.number().int();

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  currency: z.enum(['CZK', 'EUR']),
  total_with_vat: money(),
  total_without_vat: money(),
  state: z.enum(invoiceStates),
  /** Where the PDF is downloaded. */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const amountSchema = z.object({ currency: z.enum(['CZK', 'EUR']), amount: money() });

export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Of all the customer's invoices, whatever the filter: still to pay, and of that already overdue. */
  totals: z.object({ unpaid: z.array(amountSchema), overdue: z.array(amountSchema) }),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** `GET /api/b2b/invoices/{id}/pdf?locale=`: a link the browser follows sends no X-User-Locale header. */
export function invoicePdfPath(id: number, locale?: Locale): string {
  return `/api/b2b/invoices/${id}/pdf${locale ? `?locale=${locale}` : ''}`;
}

export const invoicePdfQuerySchema = z.object({ locale: z.enum(locales).optional() });

export const invoiceParamsSchema = z.object({ id: recordIdParam() });
