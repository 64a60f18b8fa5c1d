import { beforeEach, describe, expect, it } from 'vitest';
import { b2bRegistrations } from '@/lib/server/db/schema';
import { call, freshIp } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const route = await import('@/app/api/company-registration/route');

/** 27082440 is a real-format Czech IČO: 2·8+7·7+0·6+8·5+2·4+4·3+4·2 = 133, 133 mod 11 = 1 → check digit 0. */
const application = {
  company_name: 'Bistro U Mostu s.r.o.',
  company_id: '27082440',
  vat_id: 'cz27082440',
  is_vat_payer: true,
  street: 'Mostecká 4',
  city: 'Praha',
  zip: '118 00',
  country: 'CZ',
  firstname: 'Karel',
  lastname: 'Veselý',
  email: 'Karel@Bistro-u-mostu.cz',
  phone: '+420 602 111 222',
  business_type: 'restaurant',
  note: 'Odebíráme hlavně sklo.',
};

function apply(body: unknown, options: { ip?: string; locale?: 'sk' | 'cs' | 'en'; channel?: string } = {}) {
  return call({
    handler: route.POST,
    method: 'POST',
    path: '/api/company-registration',
    body,
    ip: options.ip ?? freshIp(),
    locale: options.locale,
    headers: options.channel ? { 'x-channel-id': options.channel } : {},
  });
}

describe.each(drivers)('POST /api/company-registration on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 0);
  beforeEach(async () => {
    await db().delete(b2bRegistrations);
  });

  it('stores a pending application with its language and shop, and confirms it in that language', async () => {
    const response = await apply(application, { locale: 'cs' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'pending' });
    const rows = await db().select().from(b2bRegistrations);
    expect(rows).toEqual([
      expect.objectContaining({
        id: body.id,
        companyName: 'Bistro U Mostu s.r.o.',
        companyId: '27082440',
        vatId: 'CZ27082440',
        isVatPayer: true,
        email: 'karel@bistro-u-mostu.cz',
        zip: '118 00',
        country: 'CZ',
        businessType: 'restaurant',
        note: 'Odebíráme hlavně sklo.',
        locale: 'cs',
        channel: 'cz',
        status: 'pending',
        customerId: null,
      }),
    ]);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'karel@bistro-u-mostu.cz',
      subject: 'Přijali jsme vaši žádost o partnerství – Horeca Shop',
    });
    expect(mail!.text).toContain('Bistro U Mostu s.r.o.');
  });

  it('accepts a Slovak company without a VAT ID from the Slovak shop, in English', async () => {
    const response = await apply(
      {
        ...application,
        company_name: 'Hotel Tatry a.s.',
        company_id: '12345678',
        vat_id: '',
        is_vat_payer: false,
        country: 'SK',
        zip: '05960',
        business_type: 'hotel',
        note: undefined,
      },
      { locale: 'en', channel: 'sk' },
    );
    expect(response.status).toBe(201);
    const [row] = await db().select().from(b2bRegistrations);
    expect(row).toMatchObject({ country: 'SK', vatId: null, note: '', locale: 'en', channel: 'sk' });
    expect((await mails())[0]!.subject).toBe('We have received your partnership application – Horeca Shop');
  });

  it('answers every invalid field 400 with its rule and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ company_name: '' }, 'company_name', 'required'],
      [{ company_id: '' }, 'company_id', 'required'],
      [{ company_id: '2708244' }, 'company_id', 'companyIdDigits'],
      [{ company_id: '27082441' }, 'company_id', 'companyIdChecksum'],
      [{ country: 'SK', company_id: '123456', vat_id: '' }, 'company_id', 'companyIdDigits'],
      [{ vat_id: 'SK2020123456' }, 'vat_id', 'vatIdCz'],
      [{ vat_id: 'CZ1234567' }, 'vat_id', 'vatIdCz'],
      [{ country: 'SK', company_id: '12345678', vat_id: 'SK123456789' }, 'vat_id', 'vatIdSk'],
      [{ vat_id: '', is_vat_payer: true }, 'vat_id', 'required'],
      [{ street: ' ' }, 'street', 'required'],
      [{ city: undefined }, 'city', 'required'],
      [{ zip: 'ABC' }, 'zip', 'zip'],
      [{ country: 'AT' }, 'country', expect.any(String)],
      [{ firstname: '' }, 'firstname', 'required'],
      [{ lastname: 'x'.repeat(101) }, 'lastname', 'maxLength|100'],
      [{ email: 'karel@' }, 'email', 'email'],
      [{ phone: '123' }, 'phone', 'phone'],
      [{ business_type: 'casino' }, 'business_type', 'businessType'],
      [{ note: 'x'.repeat(1001) }, 'note', 'maxLength|1000'],
    ];
    for (const [change, field, rule] of cases) {
      const response = await apply({ ...application, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
      });
      expect(body.fields[field]?.[0], JSON.stringify(change)).toEqual(rule);
    }
    const withoutChannel = await call({
      handler: route.POST,
      method: 'POST',
      path: '/api/company-registration',
      body: application,
      headers: { 'x-channel-id': '' },
    });
    expect(withoutChannel.status).toBe(403);
    expect(await db().select().from(b2bRegistrations)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('allows 5 applications an hour from one IP address, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) {
      expect((await apply({ ...application, company_name: `Firma ${index}` }, { ip })).status).toBe(201);
    }
    const refused = await apply(application, { ip });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await db().select().from(b2bRegistrations)).toHaveLength(5);
  });
});
