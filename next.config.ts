import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from '@/lib/config/env';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';
import { SECURITY_HEADERS } from '@/lib/security/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The catalogs are compiled at build time: pages then format messages without the ICU parser
  // (intl-messageformat) in their JavaScript, and without parsing each message in the browser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension bundles from its own package folder at run time, and
  // pdfkit its font metrics.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'sharp', 'nodemailer', 'pdfkit'],
  images: { unoptimized: true },
  // `npm test` type-checks the whole project (tests too) before its browser tests build the app: that
  // build need not check the same types a second time.
  typescript: { ignoreBuildErrors: env.SKIP_BUILD_TYPECHECK },
  // app/sitemap.ts, split into files by generateSitemaps, claims /sitemap.xml without serving anything
  // there, so no route may take that path: the sitemap index is served from its own and rewritten to it.
  // Pages get their Content-Security-Policy (with a nonce) from proxy.ts; what the proxy does not see (the
  // API, build files, media, public files) gets one that lets nothing run. HSTS comes from the front server
  // (server.ts), the one place that knows whether an https it was told about can be believed.
  headers: async () => [
    { source: '/:path*', headers: [...SECURITY_HEADERS] },
    ...['/api/:path*', '/_next/:path*', '/media/:path*', '/:file((?:.*)\\.\\w+)'].map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CONTENT_SECURITY_POLICY }],
    })),
  ],
  rewrites: async () => ({
    beforeFiles: [{ source: '/sitemap.xml', destination: '/sitemap-index.xml' }],
    afterFiles: [],
    fallback: [],
  }),
  experimental: {
    // Cached pages and reads live in memory only: a cache on disk would outlive the database it was read
    // from (`npm run db:reset`, another DATABASE_URL) and serve its products after a restart.
    isrFlushToDisk: false,
    // No inlineCss: it puts the stylesheet (about 40 KB) into the HTML twice, as a <style> and again in the
    // RSC payload; the stylesheet file (8 KB gzip) is cached across page views instead.
  },
};

export default withNextIntl(nextConfig);
