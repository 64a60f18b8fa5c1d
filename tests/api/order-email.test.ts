import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailJobs } from '@/lib/server/db/schema';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import { readMailFolder } from './support/read-eml';
import { drivers, openTestDatabase } from './support/test-database';
import { deliverQueuedMail, provideTestState } from './support/mail-test-database';
import { nbAmounts } from '../support/no-break';

const current = provideTestState();

const { queueOrderConfirmation } = await import('@/lib/server/services/orders/order-confirmation-mail');

/** The confirmation as the shop sends it: put in the outbox, then sent by the mail worker. */
async function confirm(orderId: number): Promise<void> {
  await queueOrderConfirmation(current.database!.db, orderId);
  await deliverQueuedMail(current.database!.db);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function onlyMail() {
  const mails = await readMailFolder(path.join(current.dataDir, 'mail'));
  expect(mails).toHaveLength(1);
  return mails[0]!.mail;
}

describe.each(drivers)('the order confirmation e-mail on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (current.dataDir) await rm(current.dataDir, { recursive: true, force: true });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-order-mail-'));
  });

  it('is written in Czech for a Czech bank-transfer order, with totals, bank details, QR code and the order link', async () => {
    const order = await insertOrderFixture(current.database!.db, {
      channel: 'cz',
      locale: 'cs',
      number: '2026-CZ-000777',
      email: 'jana.novakova@example.com',
    });
    await confirm(order.id);
    const mail = await onlyMail();
    expect(mail.to).toBe('jana.novakova@example.com');
    expect(mail.subject).toBe('Potvrzení objednávky č. 2026-CZ-000777 – Horeca Shop');
    expect(mail.html).toContain('<html lang="cs">');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Plytký tanier 27 cm');
      expect(part).toContain(nbAmounts('3 079,00 Kč'));
      expect(part).toContain('CZ6508000000192000145399');
      expect(part).toContain('2026000777');
    }
    expect(mail.text).toContain(nbAmounts('Celkem s DPH: 3 079,00 Kč'));
    expect(mail.text).toContain(nbAmounts('21 %: Základ 2 081,82 Kč, DPH 437,18 Kč'));
    expect(mail.text).toContain(
      nbAmounts('Zaplaťte prosím 3 079,00 Kč na účet níže (variabilní symbol 2026000777).'),
    );
    const thankYou = `http://localhost:3000/cs/objednavka/dakujeme/${order.id}/${order.token}`;
    expect(mail.text).toContain(`\n${thankYou}\n`);
    expect(mail.html).toContain(`href="${thankYou}"`);
    expect(mail.text).not.toContain('dokonceni');

    const [qr, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(qr!.contentType).toBe('image/png');
    expect(qr!.content.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(mail.html).toContain(`src="cid:${qr!.contentId}"`);
  });

  it('is written in English for a Slovak card order on the Slovak shop, with the link to pay by card', async () => {
    const order = await insertOrderFixture(current.database!.db, {
      channel: 'sk',
      locale: 'en',
      paymentType: 'CARD',
      number: '2026-SK-000031',
    });
    await confirm(order.id);
    const mail = await onlyMail();
    expect(mail.subject).toBe('Order confirmation no. 2026-SK-000031 – Horeca Shop');
    expect(mail.text).toContain(nbAmounts('Total incl. VAT: 77,49 €'));
    expect(mail.text).toContain(nbAmounts('Complete the card payment of 77,49 € here:'));
    expect(mail.text).toContain(`http://sk.localhost:3000/en/complete-order/${order.id}/${order.token}`);
    expect(mail.text).toContain(`http://sk.localhost:3000/en/order/thank-you/${order.id}/${order.token}`);
    expect(mail.text).not.toContain('IBAN');
    expect(mail.attachments).toEqual([]);
  });

  it('exists exactly when its order does: written in the order’s transaction, gone with its rollback', async () => {
    const db = current.database!.db;
    const jobs = async () => (await db.select({ n: count() }).from(mailJobs))[0]!.n;
    const before = await jobs();
    const rolledBack = new Error('the order failed after its e-mail was queued');
    await expect(
      db.transaction(async (tx) => {
        const order = await insertOrderFixture(tx, { channel: 'cz', locale: 'cs', number: '2026-CZ-000778' });
        await queueOrderConfirmation(tx, order.id);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await jobs()).toBe(before);
    await deliverQueuedMail(db);
    expect(await readMailFolder(path.join(current.dataDir, 'mail'))).toEqual([]);
  });
});
