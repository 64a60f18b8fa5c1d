import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { invoices } from '@/lib/server/db/schema';
import { isPdf, pdfTitle } from '@/tests/support/pdf-info';
import { call, customerIdOf, sessionOf } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const listRoute = await import('@/app/api/b2b/invoices/route');
const pdfRoute = await import('@/app/api/b2b/invoices/[id]/pdf/route');

function db() {
  return current.database!.db;
}

const list = (token: string | null, query = '') =>
  call(listRoute.GET, 'GET', `/api/b2b/invoices${query}`, { token });
const pdf = (token: string | null, id: number, query = '') =>
  call(pdfRoute.GET, 'GET', `/api/b2b/invoices/${id}/pdf${query}`, { token, params: { id: String(id) } });

describe.each(drivers)('the selected customer’s invoices on %s', (driver) => {
  let bistroAdmin: string;
  let hotelAdmin: string;
  let bistroInvoices: (typeof invoices.$inferSelect)[];
  let hotelInvoiceId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    bistroAdmin = await sessionOf(db(), 'b2bAdmin', 'bistroVltava');
    hotelAdmin = await sessionOf(db(), 'b2bAdmin', 'hotelPromenada');
    const bistro = await customerIdOf(db(), 'bistroVltava');
    bistroInvoices = await db().select().from(invoices).where(eq(invoices.customerId, bistro));
    const [hotelInvoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.customerId, await customerIdOf(db(), 'hotelPromenada')));
    hotelInvoiceId = hotelInvoice!.id;
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('lists only the session’s customer’s invoices, newest first, with state and what is owed', async () => {
    const response = await list(bistroAdmin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body.total).toBe(bistroInvoices.length);
    expect(body.invoices.map((invoice: { number: string }) => invoice.number)).toEqual(
      [...bistroInvoices].sort((a, b) => +b.issuedAt - +a.issuedAt).map((invoice) => invoice.number),
    );
    const overdue = bistroInvoices.find((invoice) => invoice.paidAt === null)!;
    expect(body.invoices.find((invoice: { id: number }) => invoice.id === overdue.id)).toMatchObject({
      state: 'overdue',
      currency: 'CZK',
      total_with_vat: overdue.totalWithVat,
      paid_at: null,
      pdf_url: `/api/b2b/invoices/${overdue.id}/pdf`,
    });
    expect(body.invoices.filter((invoice: { state: string }) => invoice.state === 'paid')).toHaveLength(
      bistroInvoices.length - 1,
    );
    expect(body.totals).toEqual({
      unpaid: [{ currency: 'CZK', amount: overdue.totalWithVat }],
      overdue: [{ currency: 'CZK', amount: overdue.totalWithVat }],
    });

    const hotel = await (await list(hotelAdmin)).json();
    expect(hotel.invoices.every((invoice: { currency: string }) => invoice.currency === 'EUR')).toBe(true);
    expect(hotel.totals).toEqual({ unpaid: [], overdue: [] });
  });

  it('filters by state and issue date, sorts and pages', async () => {
    const paid = await (await list(bistroAdmin, '?state=paid')).json();
    const paidCount = bistroInvoices.filter((invoice) => invoice.paidAt !== null).length;
    expect(paid.invoices.map((invoice: { state: string }) => invoice.state)).toEqual(
      Array(paidCount).fill('paid'),
    );
    expect(paidCount).toBeGreaterThan(1);
    expect((await (await list(bistroAdmin, '?state=unpaid')).json()).total).toBe(0);

    const oldest = [...bistroInvoices].sort((a, b) => +a.issuedAt - +b.issuedAt)[0]!;
    const day = oldest.issuedAt.toISOString().slice(0, 10);
    const sameDay = await (await list(bistroAdmin, `?from=${day}&to=${day}`)).json();
    expect(sameDay.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([oldest.id]);

    const byTotal = await (await list(bistroAdmin, '?sort=total&dir=asc')).json();
    const totals = byTotal.invoices.map((invoice: { total_with_vat: number }) => invoice.total_with_vat);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));

    const pastTheEnd = await (await list(bistroAdmin, '?page=2')).json();
    expect(pastTheEnd).toMatchObject({ invoices: [], total: bistroInvoices.length, page: 2 });
  });

  it('answers a clear 400 to a bad filter', async () => {
    for (const query of [
      '?state=late',
      '?from=2026-13-01',
      '?from=2026-02-01&to=2026-01-01',
      '?sort=x',
      '?page=0',
    ]) {
      const response = await list(bistroAdmin, query);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fields).length).toBeGreaterThan(0);
    }
  });

  it('counts an unpaid invoice overdue only after its due date', async () => {
    const bistro = await customerIdOf(db(), 'bistroVltava');
    const [open] = await db()
      .insert(invoices)
      .values({
        number: 'FA-TEST-DUE',
        customerId: bistro,
        channel: 'cz',
        currency: 'CZK',
        totalWithoutVat: 10_000,
        totalWithVat: 12_100,
        issuedAt: new Date(),
        dueAt: new Date(Date.now() + 10 * 86_400_000),
      })
      .returning();
    const body = await (await list(bistroAdmin, '?state=unpaid')).json();
    expect(body.invoices.map((invoice: { number: string }) => invoice.number)).toEqual(['FA-TEST-DUE']);
    const overdueAmount = bistroInvoices.find((invoice) => invoice.paidAt === null)!.totalWithVat;
    expect(body.totals).toEqual({
      unpaid: [{ currency: 'CZK', amount: overdueAmount + 12_100 }],
      overdue: [{ currency: 'CZK', amount: overdueAmount }],
    });
    await db().delete(invoices).where(eq(invoices.id, open!.id));
  });

  it('draws an invoice as a PDF titled with its number, in the requested language', async () => {
    const invoice = bistroInvoices[0]!;
    const response = await pdf(bistroAdmin, invoice.id, '?locale=cs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    expect(pdfTitle(bytes)).toBe(`Faktura ${invoice.number}`);
    const slovak = Buffer.from(await (await pdf(bistroAdmin, invoice.id, '?locale=sk')).arrayBuffer());
    expect(pdfTitle(slovak)).toBe(`Faktúra ${invoice.number}`);
  });

  it('finds no invoice of another customer, whatever its id', async () => {
    for (const id of [hotelInvoiceId, 999_999]) {
      const response = await pdf(bistroAdmin, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'INVOICE_NOT_FOUND',
        message: 'The invoice does not exist.',
      });
    }
    expect((await pdf(bistroAdmin, 0)).status).toBe(400);
    expect((await pdf(hotelAdmin, hotelInvoiceId)).status).toBe(200);
  });

  it('answers 401 without a session and 403 without a selected customer', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await pdf(null, bistroInvoices[0]!.id)).status).toBe(401);
    const consumer = await sessionOf(db(), 'customer', null);
    const refused = await list(consumer);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('CUSTOMER_NOT_SELECTED');
    const undecided = await sessionOf(db(), 'b2bAdmin', null);
    expect((await pdf(undecided, bistroInvoices[0]!.id)).status).toBe(403);
  });

  it('still lists the invoices of the unpaid one’s customer for the manager and the dealer acting for it', async () => {
    const manager = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    const dealer = await sessionOf(db(), 'dealer', 'bistroVltava');
    for (const token of [manager, dealer]) {
      const body = await (await list(token)).json();
      expect(body.total).toBe(bistroInvoices.length);
    }
    const [unpaid] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, bistroInvoices[0]!.customerId), isNull(invoices.paidAt)));
    expect((await pdf(dealer, unpaid!.id)).status).toBe(200);
  });
});
