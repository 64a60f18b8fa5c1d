import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const dbMessage = 'Read page data through its loader in @/lib/server/page-data.';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' }] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/config/env.ts.' },
      ],
    },
  },
  {
    // A page reaches its data through its loader (lib/server/page-data), where the caching is: pages,
    // layouts and components never open the database themselves.
    files: ['app/**/page.tsx', 'app/**/layout.tsx', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' },
            { name: '@/lib/server/db', message: dbMessage },
          ],
          patterns: [{ group: ['@/lib/server/db/*'], message: dbMessage }],
        },
      ],
    },
  },
  {
    // Not moved to a loader yet (issue 20, item 5): admin pages and the payment gateway stub, which the
    // shared page cache never serves. Move each, then drop it here.
    files: [
      'app/[[]locale]/[[]channel]/admin/page.tsx',
      'app/[[]locale]/[[]channel]/admin/b2b-ucty/page.tsx',
      'app/[[]locale]/[[]channel]/admin/dopravy-a-platby/page.tsx',
      'app/[[]locale]/[[]channel]/admin/kategorie/page.tsx',
      'app/[[]locale]/[[]channel]/admin/objednavky/page.tsx',
      'app/[[]locale]/[[]channel]/admin/preklady/page.tsx',
      'app/[[]locale]/[[]channel]/admin/produkty/page.tsx',
      'app/[[]locale]/[[]channel]/admin/registrace-b2b-formular/page.tsx',
      'app/[[]locale]/[[]channel]/admin/slevove-kody/page.tsx',
      'app/[[]locale]/[[]channel]/admin/statistiky/page.tsx',
      'app/[[]locale]/[[]channel]/admin/topovani/page.tsx',
      'app/[[]locale]/[[]channel]/admin/uzivatele/page.tsx',
      'app/[[]locale]/[[]channel]/admin/vyhledavani/page.tsx',
      'app/[[]locale]/[[]channel]/admin/zakaznici/page.tsx',
      'app/[[]locale]/[[]channel]/(clean)/dev/platebni-brana/[[]paymentId]/page.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' }] },
      ],
    },
  },
  {
    files: ['components/ui/localized-url-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The benchmark (and the reliability tests) hand their own environment on to the server they start.
    files: [
      'scripts/bench-server.ts',
      'scripts/bench-burst.ts',
      'scripts/bench-lighthouse.ts',
      'scripts/cluster/instance.ts',
      'tests/reliability/support/shop-server.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The test runner's settings (which browser) and Next's build constant NEXT_RUNTIME are not the shop's configuration.
    files: [
      'lib/config/env.ts',
      'playwright.config.ts',
      'tests/e2e/support/origin.ts',
      'instrumentation.ts',
      'scripts/ensure-chromium.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
]);
