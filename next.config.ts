import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import '@/lib/config/env';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension bundles from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'sharp', 'nodemailer'],
  images: { unoptimized: true },
  // app/sitemap.ts, split into files by generateSitemaps, claims /sitemap.xml without serving anything
  // there, so no route may take that path: the sitemap index is served from its own and rewritten to it.
  rewrites: async () => ({
    beforeFiles: [{ source: '/sitemap.xml', destination: '/sitemap-index.xml' }],
    afterFiles: [],
    fallback: [],
  }),
};

export default withNextIntl(nextConfig);
