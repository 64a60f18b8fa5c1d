/** The first hop of X-Forwarded-For, else X-Real-IP, else 'unknown' (one bucket for all without it). */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
