import { describe, expect, it, vi } from 'vitest';

const request = { host: 'localhost:3000' };
// app/robots.ts reads the request's host through next/headers, which exists only inside a request.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: request.host }) }));

const { default: robots } = await import('@/app/robots');

async function robotsFor(host: string) {
  request.host = host;
  const result = await robots();
  const rule = Array.isArray(result.rules) ? result.rules[0] : result.rules;
  return { ...result, rule: rule!, disallow: [rule!.disallow ?? []].flat() };
}

describe('robots.txt', () => {
  it('allows the shop and points every shop domain at its own sitemap index', async () => {
    const czech = await robotsFor('cz.localhost:3000');
    expect(czech.rule).toMatchObject({ userAgent: '*', allow: '/' });
    expect(czech.sitemap).toBe('http://localhost:3000/sitemap.xml');
    expect((await robotsFor('sk.localhost:3000')).sitemap).toBe('http://sk.localhost:3000/sitemap.xml');
    expect((await robotsFor('unknown.example')).sitemap).toBe('http://localhost:3000/sitemap.xml');
  });

  it('keeps crawlers out of the API, administration, checkout, accounts and search results in every language', async () => {
    const { disallow } = await robotsFor('localhost:3000');
    expect(disallow).toEqual(
      expect.arrayContaining([
        '/api/',
        '/admin',
        '/cs/admin',
        '/en/admin',
        '/objednavka',
        '/en/order',
        '/dokoncenie-objednavky',
        '/en/complete-order',
        '/uzivatel',
        '/en/uzivatel',
        '/en/user',
        '/b2b',
        '/cs/b2b',
        '/en/b2b',
        '/hladaj',
        '/cs/hladaj',
        '/en/search',
      ]),
    );
    expect(new Set(disallow).size).toBe(disallow.length);
  });

  it('keeps them out of filtered and re-sorted listings but not out of a listing’s further pages', async () => {
    const { disallow } = await robotsFor('localhost:3000');
    expect(disallow).toEqual(
      expect.arrayContaining(['/*?*brand=', '/*?*param=', '/*?*price_from=', '/*?*in_stock=', '/*?*sort=']),
    );
    expect(disallow.some((path) => path.includes('page='))).toBe(false);
  });

  it('leaves products, categories, lists and content pages open', async () => {
    const { disallow } = await robotsFor('localhost:3000');
    const blocked = (path: string) => disallow.some((rule) => !rule.includes('*') && path.startsWith(rule));
    for (const path of ['/produkt/tanier', '/en/category/glass', '/novinky', '/kontakt', '/media/a.webp']) {
      expect(blocked(path), path).toBe(false);
    }
  });
});
