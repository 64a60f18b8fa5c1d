import 'server-only';
import type { ReturnOrderResponse } from '@/lib/api/contract/returns';
import { RETURN_LOOKUPS_PER_IP } from '@/lib/server/auth/auth-policy';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import type { SessionUser } from '@/lib/server/auth/session-user';
import type { Db } from '@/lib/server/db';
import { findReturnOrder, type ReturnOrderKey } from './return-order';
import { returnableLines } from './returnable-lines';

/** `POST /api/returns/order`: the order's lines and what is left to return of each; limited per IP. */
export async function lookUpReturnOrder(
  db: Db,
  key: ReturnOrderKey,
  caller: { user: SessionUser | null; ip: string },
): Promise<ReturnOrderResponse> {
  await takeRequestSlot(db, [{ key: `return-lookup-ip:${caller.ip}`, limit: RETURN_LOOKUPS_PER_IP }]);
  const order = await findReturnOrder(db, key, caller.user);
  return {
    order: {
      number: order.number,
      created_at: order.createdAt.toISOString(),
      lines: await returnableLines(db, order),
    },
  };
}
