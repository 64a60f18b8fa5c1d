import 'server-only';

/** Where the visitor reached us: the scheme and Host (with its port) of the request. */
export interface RequestOrigin {
  protocol: 'http:' | 'https:';
  host: string;
}

/**
 * Behind a proxy that ends TLS the request URL says http, so the forwarded protocol and host count. The
 * front server (server.ts) lets those headers through only from a trusted proxy and otherwise writes them
 * from the socket, so they can be believed here.
 */
export function requestOrigin(request: Request): RequestOrigin {
  const url = new URL(request.url);
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? request.headers.get('host') ?? url.host;
  const protocol = forwardedProto === 'https' || url.protocol === 'https:' ? 'https:' : 'http:';
  return { protocol, host };
}
