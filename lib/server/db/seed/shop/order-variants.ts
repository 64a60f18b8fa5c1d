import { type SQL, sql } from 'drizzle-orm';
import type { ChannelId, VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { sqlRows } from '../../sql-rows';
import type { Db } from '../../types';
import type { VariantPool } from './orders-data';

const POOL_SIZE = 24;

/** A variant an order line can take, with what the line needs to be priced and named. */
export interface SeedVariant {
  id: number;
  productId: number;
  code: string;
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  vatClass: VatClass;
  /** Net list prices of the channel from the price history, oldest first. */
  history: { validFrom: Date; netPrice: number }[];
  /** The customer's individual net price, if any. */
  individualNet: number | null;
  names: Partial<Record<Locale, string>>;
}

const poolConditions = (customerId: number | null): Record<VariantPool, SQL> => ({
  plain: sql`not v.backorder and v.min_quantity = 1 and v.step_quantity = 1 and v.stock >= 30 and not p.is_sale`,
  sale: sql`p.is_sale and not v.backorder and v.stock >= v.min_quantity + 4 * v.step_quantity
    and (select count(*) from variant_price_history h
         where h.variant_id = v.id and h.channel = own.channel) >= 2`,
  stepped: sql`not v.backorder and v.step_quantity > 1 and v.stock >= v.min_quantity + 4 * v.step_quantity`,
  individual: sql`not v.backorder and v.stock >= v.min_quantity + 6 * v.step_quantity and exists (
    select 1 from customer_prices cp
    where cp.variant_id = v.id and cp.channel = own.channel and cp.customer_id = ${customerId ?? 0})`,
  soldOut: sql`not v.backorder and v.stock = 0`,
});

/** Variant ids of one pool in the channel: active and priced in it, the first ones (cheap on any catalog size). */
async function poolIds(db: Db, channel: ChannelId, condition: SQL): Promise<number[]> {
  const rows = sqlRows<{ id: number }>(
    await db.execute(sql`
      select v.id from variants v
      join products p on p.id = v.product_id and p.is_active
      join variant_prices own on own.variant_id = v.id and own.channel = ${channel}
      where v.is_active and ${condition}
      order by v.id
      limit ${POOL_SIZE}
    `),
  );
  return rows.map((row) => row.id);
}

export type VariantPools = Record<VariantPool, number[]>;

/** The pools of a channel (and of a customer, for individual prices); an empty pool falls back to plain. */
export async function loadPools(
  db: Db,
  channel: ChannelId,
  customerId: number | null,
): Promise<VariantPools> {
  const conditions = poolConditions(customerId);
  const pools = {} as VariantPools;
  for (const pool of Object.keys(conditions) as VariantPool[]) {
    pools[pool] = await poolIds(db, channel, conditions[pool]);
  }
  // A small catalog may lack a kind: its lines take any variant in stock instead.
  if (pools.plain.length === 0)
    pools.plain = await poolIds(db, channel, sql`not v.backorder and v.stock > 0`);
  for (const pool of Object.keys(pools) as VariantPool[]) {
    if (pools[pool].length === 0) pools[pool] = pools.plain;
  }
  return pools;
}

interface DetailRow {
  id: number;
  product_id: number;
  code: string;
  min_quantity: number;
  step_quantity: number;
  stock: number;
  vat_class: VatClass;
  locale: Locale | null;
  product_name: string | null;
  variant_name: string | null;
}

/** Names in every language ("Product, option"), limits, price history and individual prices of the variants. */
export async function loadSeedVariants(
  db: Db,
  ids: readonly number[],
  channel: ChannelId,
  customerId: number | null,
): Promise<Map<number, SeedVariant>> {
  const variants = new Map<number, SeedVariant>();
  if (ids.length === 0) return variants;
  const details = sqlRows<DetailRow>(
    await db.execute(sql`
      select v.id, v.product_id, v.code, v.min_quantity, v.step_quantity, v.stock, p.vat_class,
             pt.locale, pt.name as product_name, vt.name as variant_name
      from variants v
      join products p on p.id = v.product_id
      left join product_translations pt on pt.product_id = p.id
      left join variant_translations vt on vt.variant_id = v.id and vt.locale = pt.locale
      where v.id in ${[...ids]}
    `),
  );
  for (const row of details) {
    const variant = variants.get(row.id) ?? {
      id: row.id,
      productId: row.product_id,
      code: row.code,
      minQuantity: Math.max(1, row.min_quantity),
      stepQuantity: Math.max(1, row.step_quantity),
      stock: row.stock,
      vatClass: row.vat_class,
      history: [],
      individualNet: null,
      names: {},
    };
    if (row.locale && row.product_name) {
      variant.names[row.locale] = row.variant_name
        ? `${row.product_name}, ${row.variant_name}`
        : row.product_name;
    }
    variants.set(row.id, variant);
  }
  const history = sqlRows<{ variant_id: number; net_price: number; valid_from: Date | string }>(
    await db.execute(sql`
      select variant_id, net_price, valid_from from variant_price_history
      where channel = ${channel} and variant_id in ${[...ids]}
      order by valid_from, id
    `),
  );
  for (const row of history) {
    variants
      .get(row.variant_id)
      ?.history.push({ validFrom: new Date(row.valid_from), netPrice: row.net_price });
  }
  const individual = sqlRows<{ variant_id: number; net_price: number }>(
    await db.execute(sql`
      select variant_id, net_price from customer_prices
      where channel = ${channel} and customer_id = ${customerId ?? 0} and variant_id in ${[...ids]}
    `),
  );
  for (const row of individual) {
    const variant = variants.get(row.variant_id);
    if (variant) variant.individualNet = row.net_price;
  }
  return variants;
}

/** The list price the variant had when the order was placed (the first known one for older orders). */
export function listNetAt(variant: SeedVariant, at: Date): number {
  const known = variant.history.filter((entry) => entry.validFrom.getTime() <= at.getTime());
  const entry = known.at(-1) ?? variant.history[0];
  if (!entry) throw new Error(`Variant ${variant.code} has no price history`);
  return entry.netPrice;
}
