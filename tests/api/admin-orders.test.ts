import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invoices, orders } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { readMailFolder } from './support/read-eml';
import { drivers, openTestDatabase } from './support/test-database';
import { deliverQueuedMail, provideTestState } from './support/mail-test-database';

const current = provideTestState();

const listRoute = await import('@/app/api/admin/objednavky/route');
const detailRoute = await import('@/app/api/admin/objednavky/[id]/route');
const statusRoute = await import('@/app/api/admin/objednavky/[id]/status/route');
const paymentRoute = await import('@/app/api/admin/objednavky/[id]/payment/route');
const invoicePdfRoute = await import('@/app/api/admin/objednavky/[id]/faktury/[invoiceId]/route');

type Row = typeof orders.$inferSelect;

describe.each(drivers)('admin orders on %s', (driver) => {
  let sessions: Record<AdminCallerKey, string>;
  const db = () => current.database!.db;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    sessions = await adminSessions(db());
  });
  afterAll(async () => {
    await current.database?.dispose();
    await rm(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // What the previous test caused goes to its own mail folder, not to this one's.
    if (current.database) await deliverQueuedMail(current.database.db);
    if (current.dataDir) await rm(current.dataDir, { recursive: true, force: true });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-admin-orders-'));
  });

  async function seededOrder(where: { isB2b: boolean; status: Row['status'] }): Promise<Row> {
    const [row] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.isB2b, where.isB2b), eq(orders.status, where.status)))
      .orderBy(orders.id)
      .limit(1);
    return row!;
  }

  async function orderRow(id: number): Promise<Row> {
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  const mails = async () => {
    await deliverQueuedMail(db());
    return readMailFolder(path.join(current.dataDir, 'mail'));
  };
  const status = (id: number, body: unknown, token = sessions.dealer) =>
    call(statusRoute.POST, 'POST', `/api/admin/objednavky/${id}/status`, {
      token,
      body,
      params: { id: String(id) },
    });
  const payment = (id: number, body: unknown, token = sessions.dealer) =>
    call(paymentRoute.POST, 'POST', `/api/admin/objednavky/${id}/payment`, {
      token,
      body,
      params: { id: String(id) },
    });

  it('only dealers and superadmins may read or change orders', async () => {
    const order = await seededOrder({ isB2b: false, status: 'new' });
    const params = { id: String(order.id) };
    const allowed: AdminCallerKey[] = ['dealer', 'superadmin'];
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/objednavky', sessions, allowed);
    await expectOnlyRolesMayCall(
      detailRoute.GET,
      'GET',
      `/api/admin/objednavky/${order.id}`,
      sessions,
      allowed,
      {
        params,
      },
    );
    await expectOnlyRolesMayCall(
      statusRoute.POST,
      'POST',
      `/api/admin/objednavky/${order.id}/status`,
      sessions,
      allowed,
      {
        params,
        body: { status: 'confirmed' },
      },
    );
    await expectOnlyRolesMayCall(
      paymentRoute.POST,
      'POST',
      `/api/admin/objednavky/${order.id}/payment`,
      sessions,
      allowed,
      {
        params,
        body: { action: 'paid' },
      },
    );
    expect((await orderRow(order.id)).status).toBe('new');
    expect(await mails()).toHaveLength(0);
  });

  it('lists orders searched by number, customer and e-mail, filtered and sorted', async () => {
    const list = async (query: string) => {
      const response = await call(listRoute.GET, 'GET', `/api/admin/objednavky${query}`, {
        token: sessions.superadmin,
      });
      expect(response.status).toBe(200);
      return response.json() as Promise<{
        items: {
          number: string;
          customer: string;
          is_b2b: boolean;
          status: string;
          channel: string;
          email: string;
          total_with_vat: number;
        }[];
        total: number;
      }>;
    };
    const all = await list('?per_page=100');
    expect(all.total).toBeGreaterThan(10);
    const [total] = sqlRows<{ n: number | string }>(
      await db().execute(sql`select count(*) as n from orders`),
    );
    expect(all.total).toBe(Number(total!.n));

    const someone = all.items.find((item) => item.is_b2b)!;
    expect((await list(`?q=${encodeURIComponent(someone.number)}`)).items.map((item) => item.number)).toEqual(
      [someone.number],
    );
    const bistro = await list('?q=bistro&per_page=100');
    expect(bistro.total).toBeGreaterThan(0);
    expect(bistro.items.every((item) => item.customer.includes('Bistro Vltava'))).toBe(true);
    const byEmail = await list(`?q=${encodeURIComponent(someone.email.toUpperCase())}&per_page=100`);
    expect(byEmail.items.every((item) => item.email === someone.email)).toBe(true);

    const b2bNew = await list('?segment=b2b&status=new&per_page=100');
    expect(b2bNew.total).toBeGreaterThan(0);
    expect(b2bNew.items.every((item) => item.is_b2b && item.status === 'new')).toBe(true);
    const slovak = await list('?channel=sk&segment=b2c&per_page=100');
    expect(slovak.items.every((item) => item.channel === 'sk' && !item.is_b2b)).toBe(true);
    expect((await list('?date_from=2000-01-01&date_to=2000-01-31')).total).toBe(0);

    const byTotal = await list('?sort=total&dir=desc&per_page=100');
    const totals = byTotal.items.map((item) => item.total_with_vat);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    for (const bad of ['?status=lost', '?date_from=2026-02-01&date_to=2026-01-01', '?per_page=7']) {
      const response = await call(listRoute.GET, 'GET', `/api/admin/objednavky${bad}`, {
        token: sessions.dealer,
      });
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.any(Object) });
    }
  });

  it('shows one order with its history, payments and the states it may move to; 404 for none', async () => {
    const order = await seededOrder({ isB2b: true, status: 'new' });
    const response = await call(detailRoute.GET, 'GET', `/api/admin/objednavky/${order.id}`, {
      token: sessions.dealer,
      params: { id: String(order.id) },
    });
    expect(response.status).toBe(200);
    const { order: detail } = await response.json();
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'new',
      is_b2b: true,
      next_statuses: ['confirmed', 'cancelled'],
      customer_id: order.customerId,
      history: [{ status: 'new' }],
    });
    expect(detail.items.length).toBeGreaterThan(0);
    const missing = await call(detailRoute.GET, 'GET', '/api/admin/objednavky/99999999', {
      token: sessions.dealer,
      params: { id: '99999999' },
    });
    expect(missing.status).toBe(404);
  });

  it('ships a company order: parcel, history, invoice in the company’s list and an e-mail, all audited', async () => {
    const order = await seededOrder({ isB2b: true, status: 'new' });
    const invoicesBefore = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.customerId, order.customerId!));

    const skipped = await status(order.id, { status: 'shipped', tracking_number: 'DPD-1' });
    expect(skipped.status).toBe(422);
    expect(await skipped.json()).toMatchObject({ code: 'ORDER_STATUS_NOT_ALLOWED' });

    const confirmed = await status(order.id, { status: 'confirmed', note: 'Zavolané zákazníkovi' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed', invoice_number: null });
    const [confirmMail] = await mails();
    expect(confirmMail!.mail.to).toBe(order.billingAddress.email);
    expect(confirmMail!.mail.subject).toContain(order.number);

    const noParcel = await status(order.id, { status: 'shipped' });
    expect(noParcel.status).toBe(400);
    expect(await noParcel.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { tracking_number: ['required'] },
    });
    const badUrl = await status(order.id, {
      status: 'shipped',
      tracking_number: 'DPD-1',
      tracking_url: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('confirmed');

    const shipped = await status(order.id, {
      status: 'shipped',
      tracking_number: 'DPD-4711',
      tracking_url: 'https://tracking.example.com/DPD-4711',
    });
    expect(shipped.status).toBe(200);
    const { invoice_number: invoiceNumber } = await shipped.json();
    expect(invoiceNumber).toMatch(new RegExp(`^FA${new Date().getUTCFullYear()}\\d{4,}$`));

    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'shipped',
      trackingNumber: 'DPD-4711',
      trackingUrl: 'https://tracking.example.com/DPD-4711',
    });
    const invoicesAfter = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.customerId, order.customerId!));
    expect(invoicesAfter).toHaveLength(invoicesBefore.length + 1);
    const invoice = invoicesAfter.find((candidate) => candidate.number === invoiceNumber)!;
    expect(invoice).toMatchObject({
      orderId: order.id,
      totalWithVat: order.totalWithVat,
      currency: order.currency,
      paidAt: null,
    });
    expect(invoice.dueAt.getTime()).toBeGreaterThan(invoice.issuedAt.getTime());

    const shipMail = (await mails()).map(({ mail }) => mail).find((mail) => mail.text.includes('DPD-4711'))!;
    expect(shipMail.subject).toContain(order.number);
    expect(shipMail.text).toContain('https://tracking.example.com/DPD-4711');
    expect(shipMail.text).toContain(invoiceNumber);

    const detail = await (
      await call(detailRoute.GET, 'GET', `/api/admin/objednavky/${order.id}`, {
        token: sessions.dealer,
        params: { id: String(order.id) },
      })
    ).json();
    expect(detail.order.history.map((step: { status: string }) => step.status)).toEqual([
      'new',
      'confirmed',
      'shipped',
    ]);
    expect(detail.order.history[1]).toMatchObject({
      changed_by: expect.stringContaining('@'),
      note: 'Zavolané zákazníkovi',
    });
    expect(detail.order.documents.map((document: { number: string }) => document.number)).toEqual([
      invoiceNumber,
    ]);
    // Staff download the invoice from the order; the customer's own download address is not theirs.
    const [document] = detail.order.documents as { id: number; pdf_url: string }[];
    expect(document!.pdf_url).toBe(`/api/admin/objednavky/${order.id}/faktury/${document!.id}`);
    const pdfParams = { id: String(order.id), invoiceId: String(document!.id) };
    const pdf = await call(invoicePdfRoute.GET, 'GET', document!.pdf_url, {
      token: sessions.dealer,
      params: pdfParams,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${invoiceNumber}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectOnlyRolesMayCall(
      invoicePdfRoute.GET,
      'GET',
      document!.pdf_url,
      sessions,
      ['dealer', 'superadmin'],
      {
        params: pdfParams,
      },
    );
    const otherOrder = await call(invoicePdfRoute.GET, 'GET', '/api/admin/objednavky/1/faktury/1', {
      token: sessions.dealer,
      params: { id: String(order.id + 100_000), invoiceId: String(document!.id) },
    });
    expect(otherOrder.status).toBe(404);
    expect((await otherOrder.json()).code).toBe('INVOICE_NOT_FOUND');
    expect(detail.order.next_statuses).toEqual(['delivered']);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audits.map((entry) => entry.summary)).toEqual([
      `${order.number}: new → confirmed`,
      `${order.number}: confirmed → shipped, invoice ${invoiceNumber}`,
    ]);

    // Paid in full: the order and its invoice.
    const paid = await payment(order.id, { action: 'paid', reference: 'výpis 12' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ payment_status: 'paid', paid_with_vat: order.totalWithVat });
    const [paidInvoice] = await db().select().from(invoices).where(eq(invoices.number, invoiceNumber));
    expect(paidInvoice!.paidAt).not.toBeNull();
  });

  it('a consumer’s shipped order gets no invoice; a cancel returns stock and tells the customer', async () => {
    const order = await seededOrder({ isB2b: false, status: 'new' });
    const count = async () =>
      Number(
        sqlRows<{ n: number | string }>(await db().execute(sql`select count(*) as n from invoices`))[0]!.n,
      );
    const before = await count();
    const stock = async () =>
      Number(
        sqlRows<{ n: number | string }>(
          await db().execute(sql`
            select coalesce(sum(v.stock), 0) as n from variants v
            where v.id in (select variant_id from order_items where order_id = ${order.id})
          `),
        )[0]!.n,
      );
    const [taken] = sqlRows<{ n: number | string }>(
      await db().execute(
        sql`select sum(quantity_from_stock) as n from order_items where order_id = ${order.id}`,
      ),
    );
    const stockBefore = await stock();
    expect((await status(order.id, { status: 'cancelled' }, sessions.superadmin)).status).toBe(200);
    expect(await stock()).toBe(stockBefore + Number(taken!.n));
    expect((await orderRow(order.id)).status).toBe('cancelled');
    const [mail] = await mails();
    expect(mail!.mail.subject).toContain(order.number);
    expect(await count()).toBe(before);
    const again = await status(order.id, { status: 'confirmed' });
    expect(again.status).toBe(422);
  });

  it('records part payments, refuses too much and refunds; invalid bodies change nothing', async () => {
    const order = await seededOrder({ isB2b: false, status: 'shipped' });
    await db().update(orders).set({ paidWithVat: 0, paymentStatus: 'unpaid' }).where(eq(orders.id, order.id));

    for (const bad of [
      { action: 'record', amount_with_vat: 0 },
      { action: 'record' },
      { action: 'gift' },
      {},
    ]) {
      const response = await payment(order.id, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const tooMuch = await payment(order.id, { action: 'record', amount_with_vat: order.totalWithVat + 1 });
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.json()).toMatchObject({ code: 'ORDER_PAYMENT_TOO_HIGH' });
    expect(await orderRow(order.id)).toMatchObject({ paidWithVat: 0, paymentStatus: 'unpaid' });

    const part = await payment(order.id, { action: 'record', amount_with_vat: 100 });
    expect(await part.json()).toEqual({ payment_status: 'unpaid', paid_with_vat: 100 });
    const refund = await payment(order.id, { action: 'refund' }, sessions.superadmin);
    expect(await refund.json()).toEqual({ payment_status: 'refunded', paid_with_vat: 0 });
    const afterRefund = await payment(order.id, { action: 'paid' });
    expect(afterRefund.status).toBe(422);
  });
});
