import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { bankTransferFor, variableSymbolOf } from '@/lib/server/services/orders/bank-transfer';
import { spaydPayload } from '@/lib/server/services/orders/spayd';

describe('the SPAYD payload (Czech QR Platba)', () => {
  it('carries the account, amount, currency, variable symbol and an upper-case message without diacritics', () => {
    expect(
      spaydPayload({
        iban: 'CZ6508000000192000145399',
        bic: 'GIBACZPX',
        amount: 1_234_550,
        currency: 'CZK',
        variableSymbol: '2026000123',
        message: 'Objednávka č. 2026000123',
        recipientName: 'Horeca Shop s.r.o.',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:12345.50*CC:CZK*X-VS:2026000123' +
        '*RN:HORECA SHOP S.R.O.*MSG:OBJEDNAVKA C. 2026000123',
    );
  });

  it('escapes the field separator and the escape character inside a value and cuts the message at 60', () => {
    const payload = spaydPayload({
      iban: 'CZ6508000000192000145399',
      amount: 5,
      currency: 'CZK',
      variableSymbol: '1',
      message: `50% *sleva* ${'x'.repeat(80)}`,
    });
    expect(payload).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:0\.05\*CC:CZK\*X-VS:1\*MSG:/);
    const message = payload.split('*MSG:')[1]!;
    expect(message.startsWith('50%25 %2ASLEVA%2A X')).toBe(true);
    expect(decodeURIComponent(message)).toHaveLength(60);
    expect(payload.split('*')).toHaveLength(7);
  });
});

describe('the bank transfer of an order', () => {
  it('gives a Czech order the Czech account, SPAYD and an SVG QR code', async () => {
    const transfer = await bankTransferFor({
      channel: 'cz',
      orderNumber: '2026000123',
      amount: 259_900,
      message: 'Objednávka 2026000123',
    });
    expect(transfer).toMatchObject({
      account_number: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
      bic: 'GIBACZPX',
      variable_symbol: '2026000123',
      amount: 259_900,
      currency_code: 'CZK',
      qr_format: 'SPAYD',
      qr_payload:
        'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:2599.00*CC:CZK*X-VS:2026000123' +
        '*RN:HORECA SHOP S.R.O.*MSG:OBJEDNAVKA 2026000123',
    });
    expect(transfer.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  });

  it('gives a Slovak order PAY by square that decodes back to the same IBAN, amount and variable symbol', async () => {
    const transfer = await bankTransferFor({
      channel: 'sk',
      orderNumber: 'SK-2026000456',
      amount: 12_345,
      message: 'Objednávka SK-2026000456',
    });
    expect(transfer.qr_format).toBe('PAY_BY_SQUARE');
    expect(transfer.currency_code).toBe('EUR');
    expect(transfer.qr_payload).toMatch(/^[0-9A-V]+$/);
    const [payment, ...others] = decode(transfer.qr_payload).payments;
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      amount: 123.45,
      currencyCode: 'EUR',
      variableSymbol: '2026000456',
      paymentNote: 'Objednavka SK-2026000456',
      bankAccounts: [{ iban: 'SK2911000000002628471935', bic: 'TATRSKBX' }],
      beneficiary: { name: 'Horeca Shop s.r.o.' },
    });
  });

  it('takes the variable symbol from the order number digits, ten at most', () => {
    expect(variableSymbolOf('CZ-2026-000123')).toBe('2026000123');
    expect(variableSymbolOf('202600012345')).toBe('2600012345');
  });
});
