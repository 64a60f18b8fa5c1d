import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickOrderPreviewSchema, type QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { provideDatabase } from '@/lib/server/db';
import { variants } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { type CallOptions, pickVariant, pickVariants, putTo, type TestVariant } from './cart-helpers';
import { demo, expectError, sessionOf } from './account-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const previewRoute = await import('@/app/api/cart/quick-order/preview/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');

function db() {
  return current.database!.db;
}

function post(body: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'content-type': 'application/json',
    'x-user-locale': options.locale ?? 'en',
  };
  if (options.channel !== null) headers['x-channel-id'] = options.channel ?? 'cz';
  if (options.sessionToken) headers.cookie = `auth._token.local=${options.sessionToken}`;
  const request = new Request('http://localhost:3000/api/cart/quick-order/preview', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return previewRoute.POST(request, { params: Promise.resolve({}) });
}

async function previewOf(text: string, options: CallOptions = {}): Promise<QuickOrderPreview> {
  const response = await post({ text }, options);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return quickOrderPreviewSchema.parse(body);
}

interface Coded extends TestVariant {
  code: string;
  ean: string;
}

async function withCodes(picked: TestVariant[]): Promise<Coded[]> {
  const rows = await db()
    .select({ id: variants.id, code: variants.code, ean: variants.ean })
    .from(variants)
    .where(sql`${variants.id} in ${picked.map((variant) => variant.id)}`);
  return picked.map((variant) => {
    const row = rows.find((candidate) => candidate.id === variant.id)!;
    return { ...variant, code: row.code, ean: row.ean! };
  });
}

describe.each(drivers)('quick order preview on %s', (driver) => {
  let plain: Coded[];
  let stepped: Coded;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    plain = await withCodes(
      await pickVariants(
        db(),
        sql`not v.backorder and v.stock >= 30 and v.min_quantity = 1 and v.step_quantity = 1 and v.ean is not null`,
        4,
      ),
    );
    stepped = (
      await withCodes([
        await pickVariant(
          db(),
          sql`not v.backorder and v.step_quantity > 1 and v.stock >= v.min_quantity + 3 * v.step_quantity`,
        ),
      ])
    )[0]!;
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const a = () => plain[0]!;
  const b = () => plain[1]!;
  const c = () => plain[2]!;
  const d = () => plain[3]!;

  it('matches codes in any case and EANs (spaced or not), tab- or semicolon-separated, after a header', async () => {
    const text = [
      'Kód\tNázov\tMnožstvo',
      `${a().code}\tTanier\t3`,
      `${b().code.toLowerCase()};2`,
      '',
      `${c().ean.slice(0, 3)} ${c().ean.slice(3)}\t5`,
      `"${d().code}","4"`,
    ].join('\r\n');
    const preview = await previewOf(text);
    expect(preview.header).toBe('Kód\tNázov\tMnožstvo');
    expect(preview.unmatched).toEqual([]);
    expect(
      preview.matched.map((line) => [line.variant_id, line.quantity, line.matched_by, line.lines]),
    ).toEqual([
      [a().id, 3, 'code', [2]],
      [b().id, 2, 'code', [3]],
      [c().id, 5, 'ean', [5]],
      [d().id, 4, 'code', [6]],
    ]);
    expect(preview.matched[0]).toMatchObject({ unit_without_vat: a().czkNet, code: a().code, hint: null });
    expect(preview).toMatchObject({ price_mode: 'gross', currency_code: 'CZK' });
  });

  it('reads decimal commas, spaces and missing quantities sensibly, and explains bad ones', async () => {
    const text = [
      `${a().code} 12,00`,
      `${b().code}`,
      `${c().code};2,5`,
      `${d().code};abc`,
      `${a().code};0`,
      `${b().code};-1`,
      `${c().code};10000`,
      'NO-SUCH-CODE;1',
      `${d().code};1 000`,
    ].join('\n');
    const preview = await previewOf(text);
    expect(preview.header).toBeNull();
    expect(preview.matched.map((line) => [line.variant_id, line.quantity])).toEqual([
      [a().id, 12],
      [b().id, 1],
      [d().id, 1000],
    ]);
    expect(preview.unmatched.map((line) => [line.line, line.problem])).toEqual([
      [3, 'QUANTITY_NOT_WHOLE'],
      [4, 'INVALID_QUANTITY'],
      [5, 'INVALID_QUANTITY'],
      [6, 'INVALID_QUANTITY'],
      [7, 'QUANTITY_ABOVE_MAXIMUM'],
      [8, 'NOT_FOUND'],
    ]);
    expect(preview.unmatched[5]).toMatchObject({
      code: 'NO-SUCH-CODE',
      quantity_text: '1',
      input: 'NO-SUCH-CODE;1',
    });
    // 1 000 pieces are more than the stock of a variant without backorder: matched, with a hint.
    expect(preview.matched[2]).toMatchObject({ hint: 'OUT_OF_STOCK', suggested_quantity: d().stock });
  });

  it('sums an item named twice and hints at the minimum and the steps', async () => {
    const { minQuantity: min, stepQuantity: step } = stepped;
    const preview = await previewOf(`${a().code}\t2\n${stepped.code}\t${min + 1}\n${a().ean}\t3`);
    expect(preview.matched.find((line) => line.variant_id === a().id)).toMatchObject({
      quantity: 5,
      lines: [1, 3],
    });
    expect(preview.matched.find((line) => line.variant_id === stepped.id)).toMatchObject({
      hint: 'QUANTITY_NOT_IN_STEPS',
      suggested_quantity: min + step,
      min_quantity: min,
      step_quantity: step,
    });
  });

  it('does not offer what is not sold in the shop', async () => {
    await db().update(variants).set({ isActive: false }).where(eq(variants.id, d().id));
    try {
      const preview = await previewOf(`${d().code}\t1`);
      expect(preview.unmatched).toEqual([expect.objectContaining({ line: 1, problem: 'NOT_AVAILABLE' })]);
    } finally {
      await db().update(variants).set({ isActive: true }).where(eq(variants.id, d().id));
    }
  });

  it('prices for the customer: individual prices on the CZ shop, net prices in euros for the hotel', async () => {
    const [individual] = sqlRows<{ id: number; code: string }>(
      await db()
        .execute(sql`select v.id, v.code from customer_prices cp join variants v on v.id = cp.variant_id
        where v.is_active and not v.backorder and v.stock >= v.min_quantity order by v.id limit 1`),
    );
    const manager = await sessionOf(db(), demo.manager);
    const preview = await previewOf(`${individual!.code}\t1`, { sessionToken: manager });
    const line = preview.matched[0]!;
    const added = await putTo(
      addRoute.PUT,
      'add-to-cart',
      { item_variant_id: individual!.id, quantity: line.suggested_quantity },
      { sessionToken: manager },
    );
    const { cart } = await added.json();
    const inCart = cart.items.find(
      (item: { item_variant: { id: number } }) => item.item_variant.id === individual!.id,
    );
    expect(line.unit_without_vat).toBe(inCart.unit_price_without_vat);
    expect(line.unit_with_vat).toBe(inCart.unit_price_with_vat);

    const hotel = await sessionOf(db(), demo.hotelBuyer);
    const inEuros = await previewOf(`${a().code}\t1`, { sessionToken: hotel, channel: 'sk' });
    expect(inEuros).toMatchObject({ price_mode: 'net', currency_code: 'EUR' });
  });

  it('refuses bad requests with a clear 4xx', async () => {
    await expectError(await post({ text: '   ' }), 400, 'VALIDATION_ERROR');
    await expectError(await post({}), 400, 'VALIDATION_ERROR');
    await expectError(await post('not json'), 400, 'VALIDATION_ERROR');
    await expectError(await post({ text: 'x'.repeat(40_001) }), 400, 'VALIDATION_ERROR');
    const tooMany = await post({
      text: Array.from({ length: 201 }, (_, index) => `CODE-${index};1`).join('\n'),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields).toEqual({ text: ['too_many_lines'] });
    await expectError(await post({ text: 'ABC;1' }, { channel: null }), 403, 'MISSING_CHANNEL_HEADER');
    const undecided = await sessionOf(db(), demo.admin);
    await expectError(
      await post({ text: `${a().code};1` }, { sessionToken: undecided }),
      403,
      'CUSTOMER_NOT_SELECTED',
    );
  });
});
