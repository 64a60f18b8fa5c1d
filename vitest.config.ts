import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests run server modules directly.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // next-intl imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Submitted orders send their confirmation e-mail: written here, not into the developer's .data.
          // Card payments go to the development gateway, as with `npm start` (order-pay-default.test.ts
          // tests the set-up without one).
          env: { DATA_DIR: path.join(os.tmpdir(), 'horeca-shop-api-tests'), PAYMENT_GATEWAY: 'dev' },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file opens its own embedded database; two cores take two at a time.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          // Real production servers (`npm run build` first), killed and restarted: one file at a time.
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
