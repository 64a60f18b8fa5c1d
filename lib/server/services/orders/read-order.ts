import 'server-only';
import type { Order, OrderAccessRequest } from '@/lib/api/contract/order';
import type { DbOrTx } from '@/lib/server/db';
import { orderByAccess } from './order-access';
import { presentOrder } from './present-order';

/** `POST /api/order`, the thank-you and the complete-order page: the order behind its id and token. */
export async function readOrder(db: DbOrTx, access: OrderAccessRequest): Promise<Order> {
  return presentOrder(db, await orderByAccess(db, access));
}
