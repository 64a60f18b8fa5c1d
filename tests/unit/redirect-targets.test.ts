import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { switchDomainQuerySchema } from '@/lib/api/contract/settings';
import { nextPathFrom } from '@/lib/navigation';
import { switchDomainUrl } from '@/lib/server/services/domains';

/**
 * The targets the shop sends a browser to from a visitor's input (the login page's `next`, switch-domain's
 * `path`), fed what browsers read differently from how the raw string looks.
 */

const SHOP = 'http://sk.localhost:3000';
const CZ_PAGE = { protocol: 'http:', host: 'cz.localhost:3000' } as const;

/** What a target starts with besides `/`: slashes as browsers and encoders write them, and what they ignore. */
const leads = [
  '\\',
  '\t',
  '\r',
  '\n',
  ' ',
  '\u0000',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%2f',
  '%5C',
  '%09',
  '%0d%0a',
  '%252F',
  '%255C',
  '\uFF0F',
  '\uFF3C',
  '\u2044',
  '\u2215',
  '\u200E',
  '\u200F',
  '\u202E',
  '\u2066',
];

/** Where it would go: schemes, userinfo, other hosts (IDN, fullwidth, punycode) and our own. */
const places = [
  '',
  'javascript:alert(1)//',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  'http:',
  'https:',
  'user@',
  'sk.localhost@',
  'evil.example',
  'ｅｖｉｌ.example',
  'пример.example',
  'xn--e1afmkfd.example',
  'sk.localhost',
  'evil.example:3000',
];

const tails = ['', '/phish', '?next=/', '#top', '/kategorie?page=2#x'];

/** Open-redirect tricks put together from their pieces, and any text at all. */
const hostileTarget = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.array(fc.oneof(fc.constant('/'), fc.constantFrom(...leads)), { maxLength: 5 }),
        fc.array(fc.constantFrom(...places), { maxLength: 2 }),
        fc.constantFrom(...tails),
      )
      .map(([lead, place, tail]) => [...lead, ...place, tail].join('')),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 1 },
);

/** What a raw-string check lets through and a browser still reads as another origin. */
const bypasses = [
  '/\t/evil.example/phish',
  '/\r\n/evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/a/../..//evil.example',
];

/** Every trick the property starts from: the bypasses and the plain ways to another origin. */
const examples = [
  ...bypasses,
  '//evil.example',
  '/\t\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//user@evil.example',
  '//ｅｖｉｌ.example',
].map((trick) => [trick] as [string]);

/** Where a browser on the shop goes when it follows `target`, from the home page or a deeper one. */
function followedOrigins(target: string): string[] {
  return [`${SHOP}/`, `${SHOP}/kategorie/sklo?page=2`].map((page) => new URL(target, page).origin);
}

function loginTarget(next: string): string | null {
  return nextPathFrom(`?${new URLSearchParams({ next })}`);
}

function switchTarget(path: string): string | null {
  const query = switchDomainQuerySchema.safeParse({ domain: 'sk.localhost', path });
  if (!query.success) return null;
  try {
    return switchDomainUrl(query.data, CZ_PAGE);
  } catch {
    return null;
  }
}

describe.each([
  ['the login page’s next parameter', loginTarget],
  ['switch-domain’s path', switchTarget],
])('%s', (_input, targetOf) => {
  it.each(bypasses)('refuses %j, which a browser reads as another origin', (input) => {
    expect(targetOf(input)).toBeNull();
  });

  it('never sends the browser anywhere but the shop, whatever the input', () => {
    fc.assert(
      fc.property(hostileTarget, (input) => {
        const target = targetOf(input);
        if (target !== null) expect(followedOrigins(target)).toEqual([SHOP, SHOP]);
      }),
      { numRuns: 2000, examples },
    );
  });
});

describe('the login page’s next parameter', () => {
  it('gives a path of the shop back as the browser parses it, query and fragment kept', () => {
    expect(loginTarget('/kategorie/sklo?page=2&sort=price#recenzie')).toBe(
      '/kategorie/sklo?page=2&sort=price#recenzie',
    );
    expect(loginTarget('/kategorie/./taniere/../sklo?q=pohár')).toBe('/kategorie/sklo?q=poh%C3%A1r');
    expect(nextPathFrom('?next=%2Fuzivatel%2Fnastaveni-uctu')).toBe('/uzivatel/nastaveni-uctu');
    expect(nextPathFrom('?other=1')).toBeNull();
  });
});
