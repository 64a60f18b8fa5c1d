import { expect, test } from '@playwright/test';
import { signInByApi } from './support/admin';
import { e2eOrder } from './support/order-fixtures';
import { origin } from './support/origin';

const headers = { 'X-Channel-Id': 'cz', 'X-User-Locale': 'cs' };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

test('the dealer sees a customer’s return request on the order, with its lines, reason, IBAN and Prague time', async ({
  page,
}) => {
  const order = e2eOrder('returnAdmin');
  const key = { order_number: order.number, email: 'vraceni.admin@example.com' };
  const found = await page.request.post('/api/returns/order', { data: key, headers });
  expect(found.status()).toBe(200);
  const { order: lines } = (await found.json()) as { order: { lines: { id: number }[] } };
  const filed = await page.request.post('/api/returns', {
    headers,
    data: {
      ...key,
      lines: [{ id: lines.lines[0]!.id, quantity: 2 }],
      reason: 'wrong_item',
      note: 'Přišly jiné talíře.',
      iban: 'CZ6508000000192000145399',
    },
  });
  expect(filed.status()).toBe(201);

  await signInByApi(page, 'dealer');
  const detail = await page.request.get(`/api/admin/objednavky/${order.id}`, { headers });
  const { order: adminOrder } = (await detail.json()) as { order: { returns: { created_at: string }[] } };
  const filedAt = new Intl.DateTimeFormat('sk', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(new Date(adminOrder.returns[0]!.created_at));

  await page.goto(`/admin/objednavky?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka č. ${order.number}` })).toBeVisible();
  const returns = page.getByRole('region', { name: 'Vrátenia' });
  await expect(returns).toContainText(`Žiadosť o vrátenie ${order.number}-R1`);
  await expect(returns).toContainText('Prijatá');
  await expect(returns).toContainText(`Podaná ${filedAt}`);
  await expect(returns.getByRole('list', { name: 'Vrátené položky' })).toHaveText(
    '2 × FX-PLATE-27 Plytký tanier 27 cm',
  );
  await expect(returns).toContainText('Dodaný iný tovar, než bol objednaný');
  await expect(returns).toContainText('Přišly jiné talíře.');
  await expect(returns).toContainText('CZ65 0800 0000 1920 0014 5399');
});
