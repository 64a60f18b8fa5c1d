import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * Makes the request's forwarding headers say only what this server can vouch for, before the app reads
 * them (client addresses for the rate limits, https for HSTS and Secure cookies, the host for links).
 * Without a trusted proxy (`trustedHops` 0) the client talks to us directly, so whatever forwarding
 * headers it sent are its own inventions: they are dropped and replaced by the socket's address and
 * scheme. Behind a trusted proxy they are the proxy's and are kept (the app takes the client's address
 * `trustedHops` entries from the right of X-Forwarded-For).
 */
export function trustForwardedHeaders(request: IncomingMessage, trustedHops: number): void {
  if (trustedHops > 0 && request.headers['x-forwarded-for']) return;
  for (const name of FORWARDING_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? 'unknown';
  request.headers['x-forwarded-proto'] = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

/** After trustForwardedHeaders: whether the visitor's browser reached the shop over https. */
export function reachedOverHttps(request: IncomingMessage): boolean {
  const proto = request.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}
