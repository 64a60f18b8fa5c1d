import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';
import proxy from '@/proxy';

// The admin's redirects are read from the database (tests/api/page-redirects.test.ts); none here.
vi.mock('@/lib/server/services/links/redirect-table', () => ({
  redirectTable: async () => new Map(),
  forgetRedirectTable: () => {},
}));

/** The headers of page responses (proxy.ts) and of everything else (next.config.ts `headers()`). */

async function visit(url: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(url, {
    headers: { host: new URL(url).host, 'accept-language': 'sk-SK,sk;q=0.9', ...headers },
  });
  return proxy(request);
}

function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

describe('the Content-Security-Policy of pages', () => {
  it('allows scripts by a fresh nonce only, and no framing, plugins or foreign forms', async () => {
    const policies = await Promise.all(
      ['/', '/kategorie/taniere', '/en/search?q=plate'].map(async (path) =>
        (await visit(`http://localhost:3000${path}`)).headers.get('content-security-policy'),
      ),
    );
    for (const policy of policies) {
      const directives = new Map(
        policy!.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name!, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual([
        "'self'",
        `'nonce-${nonceOf(policy)}'`,
        "'strict-dynamic'",
      ]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
    }
    const nonces = policies.map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const nonce of nonces) expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
  });

  it('loads images from the shop and the reviews provider only, not from any https host', async () => {
    const policy = (await visit('http://localhost:3000/o-nas')).headers.get('content-security-policy');
    const imageSources = /(?:^|; )img-src ([^;]+)/.exec(policy ?? '')?.[1]?.split(' ');
    expect(imageSources).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.im9.cz',
      'https://*.heureka.cz',
      'https://*.heureka.sk',
      'https://im9.cz',
    ]);
  });

  it('hands the same policy to the page, where Next reads the nonce for its scripts', async () => {
    const response = await visit('http://localhost:3000/o-nas');
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(
      response.headers.get('content-security-policy'),
    );
  });

  it('goes on redirects too', async () => {
    const response = await visit('http://localhost:3000/search');
    expect(response.status).toBe(307);
    expect(nonceOf(response.headers.get('content-security-policy'))).toBeTruthy();
  });
});

describe('cookies the proxy sets', () => {
  const englishVisit = (headers: Record<string, string>) => visit('http://localhost:3000/en', headers);

  it('mark the language cookie Secure behind https, and keep it SameSite', async () => {
    const cookie = (await englishVisit({ 'x-forwarded-proto': 'https' })).headers.getSetCookie();
    expect(cookie).toEqual([expect.stringMatching(/^locale=en;.*SameSite=lax.*; Secure$/i)]);
  });

  it('not over plain http', async () => {
    const cookie = (await englishVisit({})).headers.getSetCookie();
    expect(cookie).toEqual([expect.stringMatching(/^locale=en;/)]);
    expect(cookie[0]).not.toMatch(/secure/i);
  });
});

describe('next.config.ts headers()', () => {
  async function rules() {
    return (await nextConfig.headers!()) ?? [];
  }

  it('sends nosniff, DENY framing, a referrer policy and a permissions policy on every path', async () => {
    const all = (await rules()).find((rule) => rule.source === '/:path*' && !rule.has);
    expect(Object.fromEntries(all!.headers.map(({ key, value }) => [key, value]))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('leaves HSTS to the front server, which alone knows whether an X-Forwarded-Proto can be believed', async () => {
    // A rule matching on the header would send HSTS to anyone who sends `X-Forwarded-Proto: https`
    // (tests/unit/front-server.test.ts covers who gets it).
    const hsts = (await rules()).filter((rule) =>
      rule.headers.some(({ key }) => key === 'Strict-Transport-Security'),
    );
    expect(hsts).toEqual([]);
  });

  it('gives what the proxy does not see a policy that runs nothing', async () => {
    const withPolicy = (await rules())
      .filter((rule) => rule.headers.some(({ key }) => key === 'Content-Security-Policy'))
      .map((rule) => rule.source);
    expect(withPolicy).toEqual(expect.arrayContaining(['/api/:path*', '/_next/:path*', '/media/:path*']));
    expect(withPolicy).not.toContain('/:path*');
  });
});

describe('the Link header of pages', () => {
  it('names no alternates: nothing taken from the request’s Host can reach a shared cache', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      {},
    ];
    for (const headers of forged) {
      for (const path of ['/kategorie/stolovanie', '/en/category/stolovanie', '/cs/kategorie/stolovanie']) {
        const response = await visit(`http://localhost:3000${path}`, headers);
        expect(response.headers.get('link') ?? '', path).not.toMatch(/rel="?alternate/);
        expect(response.headers.get('link') ?? '', path).not.toContain('evil.example');
      }
    }
  });
});
