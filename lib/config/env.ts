import { z } from 'zod';
import { localTarget } from '../navigation/local-target';
import { ibanChecksumValid } from './iban';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** A path on this shop (resolved against the current host) or an absolute http(s) address. */
const pathOrHttpUrl = z
  .string()
  .trim()
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]/i.test(value),
    'must be a path starting with / or an http(s) URL',
  )
  .pipe(z.union([z.string().startsWith('/'), z.url({ protocol: /^https?$/ })]));

/** An IBAN with a valid ISO 13616 check (mod 97), spaces dropped, upper-cased. */
const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(
    (value) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value) && ibanChecksumValid(value),
    'invalid IBAN',
  );

const bic = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'invalid BIC');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalUrl,
  TEST_DATABASE_URL: optionalUrl,
  /** The API fuzz test (tests/api/api-fuzz.test.ts): generated calls per endpoint, and a seed to replay. */
  FUZZ_RUNS: z.coerce.number().int().positive().optional(),
  FUZZ_SEED: z.coerce.number().int().optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Horeca Shop <obchod@horeca-shop.localhost>'),
  /** The default shop's public address: e-mail links use it when a request came under an unknown host. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SHOP_DOMAIN_CZ: z.string().trim().min(1).default('cz.localhost'),
  SHOP_DOMAIN_SK: z.string().trim().min(1).default('sk.localhost'),
  /** Set by Next itself: which runtime and build phase this code runs in. */
  NEXT_RUNTIME: z.enum(['nodejs', 'edge']).optional(),
  NEXT_PHASE: z.string().optional(),
  /** `npm test` sets it for its browser-test build: the project was type-checked just before. */
  SKIP_BUILD_TYPECHECK: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  /** The main site's catalogue per locale (footer link); defaults to our own about page in development. */
  CATALOG_URL_SK: pathOrHttpUrl.default('/o-nas'),
  CATALOG_URL_CS: pathOrHttpUrl.default('/cs/o-nas'),
  CATALOG_URL_EN: pathOrHttpUrl.default('/en/o-nas'),
  /** The reviews provider's shop profile per country shop (footer badge). */
  REVIEWS_URL_CZ: z.url({ protocol: /^https$/ }).default('https://www.heureka.cz/'),
  REVIEWS_URL_SK: z.url({ protocol: /^https$/ }).default('https://www.heureka.sk/'),
  /** Heureka "Ověřeno zákazníky" certificate keys; without one the footer shows only the badge. */
  REVIEWS_WIDGET_KEY_CZ: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{32}$/)
    .optional(),
  REVIEWS_WIDGET_KEY_SK: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{32}$/)
    .optional(),
  /** The shop's bank accounts for bank transfers (the demo defaults are not a real shop's accounts). */
  BANK_ACCOUNT_CZ: z.string().trim().min(1).default('19-2000145399/0800'),
  BANK_IBAN_CZ: iban.default('CZ6508000000192000145399'),
  BANK_BIC_CZ: bic.default('GIBACZPX'),
  BANK_ACCOUNT_SK: z.string().trim().min(1).default('2628471935/1100'),
  BANK_IBAN_SK: iban.default('SK2911000000002628471935'),
  BANK_BIC_SK: bic.default('TATRSKBX'),
  BANK_BENEFICIARY: z.string().trim().min(1).max(70).default('Horeca Shop s.r.o.'),
  /**
   * The card gateway: `none` (the default) takes no card payments after the order; `dev` is the shop's own
   * test page that approves or declines without charging anything, so anyone could mark their own order
   * paid with it. It is for demos and tests only: `npm start` opts in, and a production start warns.
   */
  PAYMENT_GATEWAY: z
    .string()
    .trim()
    .transform((value) => value || 'none')
    .pipe(z.enum(['dev', 'none']))
    .default('none'),
  SEED_PRODUCTS: z.coerce.number().int().min(20).max(200_000).default(2000),
  /**
   * Searches (the search page, and the suggestions while typing) one client IP may make per minute, each
   * counted on its own; 0 turns the limit off (load benchmarks send everything from one address).
   */
  SEARCH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /**
   * Page views, and searches logged, that one client IP may add per hour, each counted on its own; past it
   * the call is answered as usual and nothing is stored, so a script cannot fill the tables. 600 is a page
   * every 6 seconds, or a logged search (one per keystroke from the third) every 6 seconds, for a whole
   * hour: more than a person browsing or searching does. 0 turns it off (benchmarks and the browser tests
   * send everything from one address).
   */
  ACTIVITY_LOG_PER_HOUR: z.coerce.number().int().min(0).default(600),
  /**
   * Reverse proxies in front of the shop that append to X-Forwarded-For (a TLS-terminating nginx: 1; a CDN
   * in front of it: 2). 0: clients reach the shop directly, so every X-Forwarded-* header is theirs and is
   * replaced by what the socket says (address, http or https). Otherwise the client's address, which the
   * rate limits count by, is the entry this far from the right (entries further left are the client's own
   * and are not believed), and the proxy's X-Forwarded-Proto and -Host are believed.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Memory for the shared page cache of anonymous pages (compressed), in MB; 0 renders every page. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(256),
  /**
   * Pages one process renders at once; past it a page request is answered 503 with Retry-After at once,
   * so that a burst neither queues behind the renders nor stalls every other visitor and the health check.
   * 16 search pages take about 1.5 s of one core: what a visitor waits at worst in a burst (bench:burst).
   */
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(10_000).default(16),
  /** API calls one process handles at once (the health and readiness checks are not counted). */
  MAX_CONCURRENT_API_CALLS: z.coerce.number().int().min(1).max(10_000).default(64),
  /** How long a client may take to send a request's headers, and the whole request with its body. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long an idle keep-alive connection stays open. */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /**
   * Where generated and uploaded pictures live: `local` under `$DATA_DIR/media` (one machine), or
   * `database` in PostgreSQL's `media_files`, so that every instance of a cluster serves every picture.
   */
  MEDIA_STORE: z.enum(['local', 'database']).default('local'),
  /**
   * On SIGTERM the server takes no new connection and finishes what it has (requests, e-mails being sent)
   * before it exits; past this many seconds it exits anyway. Keep it below the orchestrator's own grace
   * period (Kubernetes: 30 s; systemd: TimeoutStopSec, 90 s).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /**
   * E-mails are jobs of an outbox (mail_jobs): a failed send is tried again after MAIL_RETRY_SECONDS,
   * doubling each time up to an hour, MAIL_MAX_ATTEMPTS times in all (8: about an hour of SMTP outage),
   * then it waits in the admin (Settings → E-mails) for a retry.
   */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /**
   * How long an instance holds a job it is sending; the job of an instance that died while sending is
   * sent by another after this. Longer than one SMTP attempt can last (at most 50 s).
   */
  MAIL_JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Spec §2 "a root redirect is configurable": a path of this shop that `/` sends every visitor to
   * (`/cs`, `/en/order`), with ROOT_REDIRECT_STATUS (302 unless 301 is set). Unset: `/` is the home page.
   */
  ROOT_REDIRECT: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .refine(
      (value) =>
        value === undefined || (value.startsWith('/') && localTarget(value) === value && value !== '/'),
      'must be a path of this shop other than /',
    )
    .optional(),
  ROOT_REDIRECT_STATUS: z.coerce
    .number()
    .pipe(z.union([z.literal(301), z.literal(302)]))
    .default(302),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
