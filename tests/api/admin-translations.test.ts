import { createTranslator } from 'next-intl';
import format from 'icu-minify/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { mergeOverrides } from '@/lib/i18n/merge-overrides';
import { loadShopMessages, readMessageOverrides } from '@/lib/i18n/message-overrides';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, messageOverrides } from '@/lib/server/db/schema';
import { call } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const route = await import('@/app/api/admin/preklady/route');

describe('merging overrides into a catalog', () => {
  const catalog = {
    Header: { phoneLine: 'Call us: {phone}', logo: 'Shop' },
    Footer: { claim: 'Claim' },
  };

  it('replaces only the overridden texts and leaves the shared catalog as it was', () => {
    const merged = mergeOverrides(catalog, [{ key: 'Header.phoneLine', value: 'Ring {phone} now' }], false);
    expect(merged.Header).toEqual({ phoneLine: 'Ring {phone} now', logo: 'Shop' });
    expect(merged.Footer).toBe(catalog.Footer);
    expect(catalog.Header.phoneLine).toBe('Call us: {phone}');
  });

  it('compiles an override like the build does when the catalog is precompiled', () => {
    const merged = mergeOverrides(catalog, [{ key: 'Header.phoneLine', value: 'Ring {phone} now' }], true);
    const formatters = {
      getNumberFormat: (locale: string) => new Intl.NumberFormat(locale),
      getPluralRules: (locale: string) => new Intl.PluralRules(locale),
      getDateTimeFormat: (locale: string) => new Intl.DateTimeFormat(locale),
    };
    expect(merged.Header.phoneLine).not.toBe('Ring {phone} now');
    expect(format(merged.Header.phoneLine as never, 'en', { phone: '+420 1' }, { formatters } as never)).toBe(
      'Ring +420 1 now',
    );
  });

  it('leaves out overrides of keys the catalog no longer has, or that name a namespace', () => {
    const merged = mergeOverrides(
      catalog,
      [
        { key: 'Header.gone', value: 'x' },
        { key: 'Footer', value: 'x' },
        { key: 'Nothing.here', value: 'x' },
      ],
      false,
    );
    expect(merged).toEqual(catalog);
  });
});

describe.each(drivers)('admin translations (preklady) on %s', (driver) => {
  let database: TestDatabase;
  /** The request's messages as lib/i18n/request.ts builds them (without its cache, which needs Next). */
  const requestMessages = async (locale: 'sk' | 'cs') =>
    mergeOverrides(await loadMessages(locale), await readMessageOverrides(database.db, locale), false);
  let sessions: Record<AdminCallerKey, string>;
  const valid = { locale: 'sk', key: 'Header.phoneLine', value: 'Volajte: {phone}, aj cez víkend' };

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  async function overrides() {
    return database.db.select().from(messageOverrides);
  }

  it('only translators and the superadmin may read and change the texts', async () => {
    const allowed = ['translator', 'superadmin'] as const;
    await expectOnlyRolesMayCall(route.GET, 'GET', '/api/admin/preklady?locale=sk', sessions, allowed);
    await expectOnlyRolesMayCall(route.PUT, 'PUT', '/api/admin/preklady', sessions, allowed, { body: valid });
    await expectOnlyRolesMayCall(
      route.DELETE,
      'DELETE',
      '/api/admin/preklady?locale=sk&key=Header.phoneLine',
      sessions,
      allowed,
    );
    expect(await overrides()).toEqual([]);
  });

  it('lists a language’s texts by key or text, accent-insensitive, with namespaces', async () => {
    const response = await call(route.GET, 'GET', '/api/admin/preklady?locale=sk&q=ZAVOLAJTE', {
      token: sessions.translator,
    });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.items).toEqual([
      {
        key: 'Header.phoneLine',
        default_text: 'Zavolajte nám: {phone} (po–pi 8–16)',
        override: null,
        updated_at: null,
        placeholders: ['phone'],
      },
    ]);
    expect(list.namespaces).toEqual(expect.arrayContaining(['Admin', 'Header', 'Footer']));

    const namespace = await call(
      route.GET,
      'GET',
      '/api/admin/preklady?locale=en&namespace=Header&per_page=50',
      {
        token: sessions.translator,
      },
    );
    const header = await namespace.json();
    expect(header.items.map((item: { key: string }) => item.key)).toContain('Header.forCompanies');
    expect(header.items.every((item: { key: string }) => item.key.startsWith('Header.'))).toBe(true);
    expect(header.total).toBe(header.items.length);
  });

  it('an override replaces the text in the request messages at once; clearing brings the shipped text back', async () => {
    const saved = await call(route.PUT, 'PUT', '/api/admin/preklady', {
      token: sessions.translator,
      body: valid,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ key: 'Header.phoneLine', override: valid.value });

    const t = createTranslator({
      locale: 'sk',
      messages: await requestMessages('sk'),
      namespace: 'Header',
    });
    expect(t('phoneLine', { phone: '+421 2 123' })).toBe('Volajte: +421 2 123, aj cez víkend');
    const cz = createTranslator({
      locale: 'cs',
      messages: await requestMessages('cs'),
      namespace: 'Header',
    });
    expect(cz('phoneLine', { phone: '1' })).toBe('Zavolejte nám: 1 (po–pá 8–16)');

    const only = await call(route.GET, 'GET', '/api/admin/preklady?locale=sk&overridden=1', {
      token: sessions.superadmin,
    });
    expect((await only.json()).items).toEqual([expect.objectContaining({ key: 'Header.phoneLine' })]);

    const cleared = await call(route.DELETE, 'DELETE', '/api/admin/preklady?locale=sk&key=Header.phoneLine', {
      token: sessions.superadmin,
    });
    expect(cleared.status).toBe(204);
    const back = createTranslator({
      locale: 'sk',
      messages: await requestMessages('sk'),
      namespace: 'Header',
    });
    expect(back('phoneLine', { phone: '1' })).toBe('Zavolajte nám: 1 (po–pi 8–16)');
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((row) => [row.action, row.entityId])).toEqual(
      expect.arrayContaining([
        ['override', 'sk:Header.phoneLine'],
        ['clear', 'sk:Header.phoneLine'],
      ]),
    );
  });

  it('e-mails, PDFs and API error messages use the overridden texts too', async () => {
    const forbidden = 'Na túto akciu nemáte oprávnenie – obráťte sa na správcu obchodu.';
    const saved = await call(route.PUT, 'PUT', '/api/admin/preklady', {
      token: sessions.superadmin,
      body: { locale: 'sk', key: 'ApiErrors.FORBIDDEN', value: forbidden },
    });
    expect(saved.status).toBe(200);
    const refused = await call(route.GET, 'GET', '/api/admin/preklady?locale=sk', {
      token: sessions.dealer,
      locale: 'sk',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'FORBIDDEN', message: forbidden });
    const shop = await loadShopMessages('sk');
    expect(shop.ApiErrors.FORBIDDEN).toBe(forbidden);
    expect((await loadShopMessages('cs')).ApiErrors.FORBIDDEN).toBe(
      (await loadMessages('cs')).ApiErrors.FORBIDDEN,
    );

    await call(route.DELETE, 'DELETE', '/api/admin/preklady?locale=sk&key=ApiErrors.FORBIDDEN', {
      token: sessions.superadmin,
    });
    expect((await loadShopMessages('sk')).ApiErrors.FORBIDDEN).toBe(
      (await loadMessages('sk')).ApiErrors.FORBIDDEN,
    );
  });

  it('refuses a text that drops, adds or breaks placeholders, and unknown keys, changing nothing', async () => {
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ ...valid, value: 'Volajte nám' }, 400, { fields: { value: ['messagePlaceholders'] } }],
      [{ ...valid, value: 'Volajte {phone} {name}' }, 400, { fields: { value: ['messagePlaceholders'] } }],
      [{ ...valid, value: 'Volajte {phone' }, 400, { fields: { value: ['messageSyntax'] } }],
      [
        { locale: 'sk', key: 'Admin.list.totalItems', value: 'Spolu {count}' },
        400,
        { fields: { value: ['messagePlaceholders'] } },
      ],
      [{ ...valid, value: '   ' }, 400, { fields: { value: ['required'] } }],
      [{ ...valid, locale: 'de' }, 400, { fields: { locale: expect.any(Array) } }],
      [{ ...valid, key: 'Header.nothing' }, 404, { code: 'NOT_FOUND' }],
      [{ ...valid, key: 'Header' }, 400, { fields: { key: ['required'] } }],
    ];
    for (const [body, status, expected] of cases) {
      const response = await call(route.PUT, 'PUT', '/api/admin/preklady', {
        token: sessions.superadmin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toMatchObject(expected);
    }
    const plural = await call(route.PUT, 'PUT', '/api/admin/preklady', {
      token: sessions.superadmin,
      body: {
        locale: 'en',
        key: 'Admin.list.totalItems',
        value: '{total, plural, one {# row} other {# rows}}',
      },
    });
    expect(plural.status).toBe(200);
    await call(route.DELETE, 'DELETE', '/api/admin/preklady?locale=en&key=Admin.list.totalItems', {
      token: sessions.superadmin,
    });
    expect(await overrides()).toEqual([]);
    const nothing = await call(route.DELETE, 'DELETE', '/api/admin/preklady?locale=sk&key=Header.logo', {
      token: sessions.superadmin,
    });
    expect(nothing.status).toBe(404);
  });
});
