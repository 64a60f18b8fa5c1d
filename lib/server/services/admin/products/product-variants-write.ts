import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import type { VariantInput } from '@/lib/api/contract/admin/products';
import { locales } from '@/lib/config/locales';
import type { Tx } from '@/lib/server/db';
import { variantPriceHistory, variantPrices, variantTranslations, variants } from '@/lib/server/db/schema';

type ChannelPrice = { channel: 'cz' | 'sk'; netPrice: number | null };

function variantColumns(variant: VariantInput, position: number) {
  return {
    code: variant.code,
    ean: variant.ean === '' ? null : variant.ean,
    packQuantity: variant.pack_quantity,
    unitPieces: variant.unit_pieces,
    minQuantity: variant.min_quantity,
    stepQuantity: variant.step_quantity,
    stock: variant.stock,
    backorder: variant.backorder,
    isActive: variant.is_active,
    position,
  };
}

/**
 * The channel prices of a variant; a changed price also goes to the price history (the "lowest price of
 * the previous 30 days" of a sale is read from it). A missing EUR price is derived from CZK by the shop.
 */
async function writePrices(tx: Tx, variantId: number, variant: VariantInput): Promise<void> {
  const current = await tx.select().from(variantPrices).where(eq(variantPrices.variantId, variantId));
  const wanted: ChannelPrice[] = [
    { channel: 'cz', netPrice: variant.price_cz },
    { channel: 'sk', netPrice: variant.price_sk },
  ];
  for (const { channel, netPrice } of wanted) {
    const existing = current.find((row) => row.channel === channel);
    if (netPrice === null) {
      if (existing) {
        await tx
          .delete(variantPrices)
          .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.channel, channel)));
      }
      continue;
    }
    if (existing?.netPrice === netPrice) continue;
    await tx
      .insert(variantPrices)
      .values({ variantId, channel, netPrice })
      .onConflictDoUpdate({
        target: [variantPrices.variantId, variantPrices.channel],
        set: { netPrice, updatedAt: new Date() },
      });
    await tx.insert(variantPriceHistory).values({ variantId, channel, netPrice });
  }
}

async function writeNames(tx: Tx, variantId: number, variant: VariantInput): Promise<void> {
  for (const locale of locales) {
    const name = variant.name[locale];
    await tx
      .insert(variantTranslations)
      .values({ variantId, locale, name })
      .onConflictDoUpdate({
        target: [variantTranslations.variantId, variantTranslations.locale],
        set: { name },
      });
  }
}

/**
 * Makes the product's variants exactly the input's: listed ones are updated, new ones inserted, the
 * rest deleted (orders keep their own copy of what was bought). Codes are freed before they are reused,
 * so two variants may swap codes in one save.
 */
export async function writeVariants(tx: Tx, productId: number, input: VariantInput[]): Promise<void> {
  const keptIds = input.flatMap((variant) => (variant.id === null ? [] : [variant.id]));
  await tx
    .delete(variants)
    .where(
      keptIds.length === 0
        ? eq(variants.productId, productId)
        : and(eq(variants.productId, productId), notInArray(variants.id, keptIds)),
    );
  for (const id of keptIds) {
    await tx
      .update(variants)
      .set({ code: `~${id}` })
      .where(eq(variants.id, id));
  }
  for (const [position, variant] of input.entries()) {
    let variantId = variant.id;
    if (variantId === null) {
      const [row] = await tx
        .insert(variants)
        .values({ productId, ...variantColumns(variant, position) })
        .returning({ id: variants.id });
      variantId = row!.id;
    } else {
      await tx
        .update(variants)
        .set({ ...variantColumns(variant, position), updatedAt: new Date() })
        .where(eq(variants.id, variantId));
    }
    await writeNames(tx, variantId, variant);
    await writePrices(tx, variantId, variant);
  }
}
