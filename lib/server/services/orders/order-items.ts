import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { OrderItem } from '@/lib/api/contract/order';
import { lineName, renamedTo } from '@/lib/catalog/line-name';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems, productTranslations, products, variantTranslations } from '@/lib/server/db/schema';
import { productUrl } from '@/lib/server/services/search/urls';

/**
 * The order's lines as priced at submit, linked to their product page while the product is sold, with
 * today's name in `locale` where it differs from the one ordered.
 */
export async function readOrderItems(db: DbOrTx, orderId: number, locale: Locale): Promise<OrderItem[]> {
  const rows = await db
    .select({
      item: orderItems,
      slug: productTranslations.slug,
      productName: productTranslations.name,
      variantName: variantTranslations.name,
      isActive: products.isActive,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, orderItems.productId), eq(productTranslations.locale, locale)),
    )
    .leftJoin(
      variantTranslations,
      and(eq(variantTranslations.variantId, orderItems.variantId), eq(variantTranslations.locale, locale)),
    )
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, slug, productName, variantName, isActive }) => ({
    code: item.code,
    name: item.name,
    current_name: renamedTo(productName === null ? null : lineName(productName, variantName), item.name),
    quantity: item.quantity,
    vat_rate: item.vatRate,
    unit_price_with_vat: item.unitPriceWithVat,
    unit_price_without_vat: item.unitPriceWithoutVat,
    total_with_vat: item.totalWithVat,
    total_without_vat: item.totalWithoutVat,
    with_deposit: item.withDeposit,
    product_url: slug && isActive ? productUrl(locale, slug) : null,
  }));
}
