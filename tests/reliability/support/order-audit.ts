import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

/** What the database holds of orders, numbers and stock, read before and after a run. */
export interface Baseline {
  lastOrderId: number;
  lastNumber: number;
  stock: Map<number, number>;
}

const counterOfThisYear = sql`
  select last_number from order_number_counters
  where channel = 'cz' and year = extract(year from now() at time zone 'Europe/Prague')
`;

export async function readBaseline(db: Db, variantIds: number[]): Promise<Baseline> {
  const [counter] = sqlRows<{ last_number: number }>(await db.execute(counterOfThisYear));
  const [last] = sqlRows<{ id: number | null }>(await db.execute(sql`select max(id) as id from orders`));
  const stock = sqlRows<{ id: number; stock: number }>(
    await db.execute(
      sql`select id, stock from variants where id in (${sql.join(
        variantIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return {
    lastOrderId: last?.id ?? 0,
    lastNumber: counter?.last_number ?? 0,
    stock: new Map(stock.map((row) => [row.id, row.stock])),
  };
}

export interface PlacedOrderRow {
  id: number;
  number: string;
  idempotency_key: string | null;
  cart_id: number | null;
  cart_status: string | null;
  /** `variantId:quantity` of each line, sorted. */
  lines: string[];
}

/** Every order placed after `baseline`, with its lines and the state of the cart it came from. */
export async function ordersSince(db: Db, baseline: Baseline): Promise<PlacedOrderRow[]> {
  const orders = sqlRows<Omit<PlacedOrderRow, 'lines'>>(
    await db.execute(sql`
      select o.id, o.number, o.idempotency_key, o.cart_id, c.status as cart_status
      from orders o left join carts c on c.id = o.cart_id
      where o.id > ${baseline.lastOrderId} order by o.number
    `),
  );
  const items = sqlRows<{ order_id: number; variant_id: number; quantity: number }>(
    await db.execute(sql`
      select order_id, variant_id, quantity from order_items where order_id > ${baseline.lastOrderId}
    `),
  );
  return orders.map((order) => ({
    ...order,
    lines: items
      .filter((item) => item.order_id === order.id)
      .map((item) => `${item.variant_id}:${item.quantity}`)
      .sort(),
  }));
}

export async function lastOrderNumber(db: Db): Promise<number> {
  const [counter] = sqlRows<{ last_number: number }>(await db.execute(counterOfThisYear));
  return counter?.last_number ?? 0;
}
