import 'server-only';
import { clientIp } from '@/lib/server/auth/client-ip';
import { presentedSessionTokens } from '@/lib/server/auth/session-cookie';
import type { RequestContext } from '@/lib/server/context';
import { anonymousCartOf } from '@/lib/server/services/cart/cart-token';
import type { SessionStart } from '@/lib/server/services/user-sessions';

/** What a request that signs someone in brings: its address and browser, its sessions, its visitor cart. */
export function sessionStartOf(request: Request, context: RequestContext): SessionStart {
  return {
    client: { ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') },
    presentedTokens: presentedSessionTokens(request.headers),
    anonymousCart: anonymousCartOf(request.headers, context.channel.id),
  };
}
