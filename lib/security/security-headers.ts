/** The headers every response carries (next.config.ts `headers()`), pages, API and files alike. */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
] as const;

/** Sent only on a request that came over https (directly or through a proxy that ended TLS). */
export const STRICT_TRANSPORT_SECURITY = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
};
