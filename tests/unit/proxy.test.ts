import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';

// The admin's redirects are read from the database (tests/api/page-redirects.test.ts); none here.
vi.mock('@/lib/server/services/links/redirect-table', () => ({
  redirectTable: async () => new Map(),
  forgetRedirectTable: () => {},
}));

async function visit(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  const request = new NextRequest(url, {
    headers: { host, 'accept-language': 'sk-SK,sk;q=0.9', ...headers },
  });
  const response = await proxy(request);
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: rewrite ? new URL(rewrite).pathname : null,
  };
}

describe('proxy: locale and country shop of a page request', () => {
  it('serves the default shop in Slovak without a prefix', async () => {
    expect(await visit('http://localhost:3000/')).toMatchObject({ status: 200, rewrite: '/sk/cz' });
    expect((await visit('http://localhost:3000/kategorie/taniere')).rewrite).toBe('/sk/cz/kategorie/taniere');
  });

  it('serves Czech and English under their prefixes, with English paths mapped to the internal ones', async () => {
    expect((await visit('http://localhost:3000/cs')).rewrite).toBe('/cs/cz');
    expect((await visit('http://localhost:3000/en')).rewrite).toBe('/en/cz');
    expect((await visit('http://localhost:3000/en/search?q=plate')).rewrite).toBe('/en/cz/hladaj');
    expect((await visit('http://localhost:3000/en/category/plates')).rewrite).toBe('/en/cz/kategorie/plates');
  });

  it('redirects a path of another locale to the locale’s own path', async () => {
    const english = await visit('http://localhost:3000/en/hladaj?q=tanier');
    expect(english.status).toBe(307);
    expect(english.location).toBe('http://localhost:3000/en/search?q=tanier');
    const slovak = await visit('http://localhost:3000/search');
    expect(slovak.location).toBe('http://localhost:3000/hladaj');
  });

  it('picks the channel from the country domain, and its own default language', async () => {
    expect((await visit('http://sk.localhost:3000/')).rewrite).toBe('/sk/sk');
    expect((await visit('http://cz.localhost:3000/', { 'accept-language': 'cs-CZ,cs;q=0.9' })).rewrite).toBe(
      '/cs/cz',
    );
    expect((await visit('http://cz.localhost:3000/en/order')).rewrite).toBe('/en/cz/objednavka');
  });

  it('follows a supported locale cookie and ignores an unsupported one', async () => {
    const withCookie = await visit('http://localhost:3000/', { cookie: 'locale=en' });
    expect(withCookie.location).toBe('http://localhost:3000/en');
    const bogus = await visit('http://localhost:3000/', { cookie: 'locale=de' });
    expect(bogus).toMatchObject({ status: 200, rewrite: '/sk/cz' });
  });

  it('uses the browser language when there is no cookie', async () => {
    expect((await visit('http://localhost:3000/', { 'accept-language': 'en-US,en;q=0.9' })).location).toBe(
      'http://localhost:3000/en',
    );
  });
});
