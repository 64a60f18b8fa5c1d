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
};

export default withNextIntl(nextConfig);
