import 'server-only';
import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/api/contract/order';
import type { DbOrTx } from '@/lib/server/db';
import { customers, users } from '@/lib/server/db/schema';

/** The dealer an order records as having placed it for its customer. */
export async function salesRepresentativeOf(
  db: DbOrTx,
  order: { salesRepresentativeUserId: number | null; customerId: number | null },
): Promise<Order['sales_representative']> {
  if (order.salesRepresentativeUserId === null) return null;
  const [row] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      customer: customers.name,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, order.customerId ?? -1))
    .where(eq(users.id, order.salesRepresentativeUserId));
  if (!row) return null;
  return {
    name: `${row.firstname} ${row.lastname}`.trim() || row.email,
    email: row.email,
    customer_name: row.customer ?? '',
  };
}
