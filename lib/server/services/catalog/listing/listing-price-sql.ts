import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel, VatClass } from '@/lib/config/channels';
import { vatRate } from '@/lib/server/services/pricing';

const vatClasses: VatClass[] = ['standard', 'reduced', 'superReduced'];

/**
 * The gross price of `prices.net_price` for `products p` in SQL, the same rounding as `grossFromNet`
 * (numeric `round` is half away from zero), so that the price filter and the shown price agree.
 */
export function grossPriceSql(channel: Channel): SQL {
  const cases = sql.join(
    vatClasses.map((vatClass) => sql`when ${vatClass} then ${sql.raw(String(vatRate(channel, vatClass)))}`),
    sql` `,
  );
  return sql`round(prices.net_price::numeric * (100 + case p.vat_class ${cases} end) / 100)`;
}
