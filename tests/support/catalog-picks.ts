import { sql } from 'drizzle-orm';
import { sqlRows } from '@/lib/server/db/sql-rows';
import type { Db } from '@/lib/server/db/types';

/**
 * An active single-variant product without a euro price: the Slovak shop derives it from the CZK price at
 * the admin's exchange rate (the exchange-rate test watches it change).
 */
export async function derivedEurProductSlug(db: Db): Promise<string> {
  const [row] = sqlRows<{ slug: string }>(
    await db.execute(sql`
      select t.slug from products p
      join product_translations t on t.product_id = p.id and t.locale = 'sk'
      join variants v on v.product_id = p.id
      where p.is_active and v.is_active
        and (select count(*) from variants other where other.product_id = p.id) = 1
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.channel = 'cz')
        and not exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.channel = 'sk')
      order by p.id
      limit 1
    `),
  );
  if (!row) throw new Error('The seeded catalog has no product priced in CZK only');
  return row.slug;
}
