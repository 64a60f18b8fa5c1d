import { build } from 'esbuild';

/**
 * Bundles server.ts (the front server and its imports: configuration, messages, security headers) into one
 * file that Node runs as it is; packages stay in node_modules. NODE_ENV is set before anything reads it,
 * as `next start` does.
 */
await build({
  entryPoints: ['server.ts'],
  outfile: '.next/shop-server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
  logLevel: 'warning',
});
