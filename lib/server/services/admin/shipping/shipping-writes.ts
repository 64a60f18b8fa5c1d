import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type {
  BranchUpdate,
  FreeShipping,
  MethodTexts,
  PaymentUpdate,
  ShippingUpdate,
} from '@/lib/api/contract/admin/shipping';
import { locales } from '@/lib/config/locales';
import { channelIds } from '@/lib/config/channels';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db, DbOrTx } from '@/lib/server/db';
import {
  branches,
  paymentTranslations,
  payments,
  settings,
  shippingPayments,
  shippingPrices,
  shippings,
  shippingTranslations,
} from '@/lib/server/db/schema';
import { freeShippingThresholdKeys } from '@/lib/server/db/settings-keys';
import { AppError } from '@/lib/server/errors';
import { recordAudit } from '../audit-log';
import type { AdminCaller } from '../admin-caller';

/** Shop pages that mention shipping (free-shipping notes) are rendered anew after a change. */
function expireShopPages(): void {
  expireCacheTag(cacheTags.catalog);
  expireCacheTag(cacheTags.content);
}

const textRows = (texts: MethodTexts) =>
  locales.map((locale) => ({ locale, name: texts[locale].name, description: texts[locale].description }));

async function replaceShippingTexts(tx: DbOrTx, shippingId: number, texts: MethodTexts): Promise<void> {
  await tx.delete(shippingTranslations).where(eq(shippingTranslations.shippingId, shippingId));
  await tx.insert(shippingTranslations).values(textRows(texts).map((row) => ({ ...row, shippingId })));
}

async function replacePaymentTexts(tx: DbOrTx, paymentId: number, texts: MethodTexts): Promise<void> {
  await tx.delete(paymentTranslations).where(eq(paymentTranslations.paymentId, paymentId));
  await tx.insert(paymentTranslations).values(textRows(texts).map((row) => ({ ...row, paymentId })));
}

/**
 * A shipping's texts, state, place, price per shop and allowed payments per shop, replaced as a whole. A payment
 * that does not exist is a 422; a combination in a shop where the shipping has no price is refused too.
 */
export async function updateShipping(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: ShippingUpdate,
): Promise<void> {
  for (const row of input.combinations) {
    if (input.prices[row.channel] === null) {
      throw new AppError('BUSINESS_RULE', undefined, { fields: { combinations: ['shippingNotInShop'] } });
    }
  }
  await db.transaction(async (tx) => {
    const [shipping] = await tx.select().from(shippings).where(eq(shippings.id, id)).for('update');
    if (!shipping) throw new AppError('NOT_FOUND');
    const paymentIds = new Set((await tx.select({ id: payments.id }).from(payments)).map((row) => row.id));
    if (input.combinations.some((row) => !paymentIds.has(row.payment_id))) {
      throw new AppError('BUSINESS_RULE', undefined, { fields: { combinations: ['unknownPayment'] } });
    }
    await tx
      .update(shippings)
      .set({ isActive: input.is_active, position: input.position })
      .where(eq(shippings.id, id));
    await replaceShippingTexts(tx, id, input.translations);
    await tx.delete(shippingPrices).where(eq(shippingPrices.shippingId, id));
    const prices = channelIds.flatMap((channel) =>
      input.prices[channel] === null ? [] : [{ shippingId: id, channel, price: input.prices[channel]! }],
    );
    if (prices.length > 0) await tx.insert(shippingPrices).values(prices);
    await tx.delete(shippingPayments).where(eq(shippingPayments.shippingId, id));
    if (input.combinations.length > 0) {
      await tx.insert(shippingPayments).values(
        input.combinations.map((row) => ({
          shippingId: id,
          paymentId: row.payment_id,
          channel: row.channel,
          price: row.price,
        })),
      );
    }
    await recordAudit(tx, caller, {
      action: 'shipping',
      entityId: id,
      summary: `${shipping.code} "${input.translations.sk.name}": ${input.is_active ? 'active' : 'inactive'}, cz ${input.prices.cz ?? '–'}, sk ${input.prices.sk ?? '–'}, ${input.combinations.length} payments`,
    });
  });
  expireShopPages();
}

export async function updatePayment(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: PaymentUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ isActive: input.is_active, b2bOnly: input.b2b_only, position: input.position })
      .where(eq(payments.id, id))
      .returning({ code: payments.code });
    if (!payment) throw new AppError('NOT_FOUND');
    await replacePaymentTexts(tx, id, input.translations);
    await recordAudit(tx, caller, {
      action: 'payment',
      entityId: id,
      summary: `${payment.code} "${input.translations.sk.name}": ${input.is_active ? 'active' : 'inactive'}${input.b2b_only ? ', B2B only' : ''}`,
    });
  });
  expireShopPages();
}

/** A pickup point offered at the checkout or not (a closed shop, say); the network's data stay. */
export async function updateBranch(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: BranchUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [branch] = await tx
      .update(branches)
      .set({ isActive: input.is_active })
      .where(eq(branches.id, id))
      .returning({ code: branches.code, name: branches.name });
    if (!branch) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, {
      action: 'branch',
      entityId: id,
      summary: `${branch.code} ${branch.name}: ${input.is_active ? 'active' : 'inactive'}`,
    });
  });
  expireShopPages();
}

/** The thresholds per shop; null removes a shop's free shipping. */
export async function updateFreeShipping(db: Db, caller: AdminCaller, input: FreeShipping): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of channelIds) {
      const key = freeShippingThresholdKeys[channel];
      const value = input[channel];
      if (value === null) await tx.delete(settings).where(eq(settings.key, key));
      else {
        await tx
          .insert(settings)
          .values({ key, value: String(value) })
          .onConflictDoUpdate({ target: settings.key, set: { value: String(value), updatedAt: sql`now()` } });
      }
    }
    await recordAudit(tx, caller, {
      action: 'free-shipping',
      summary: `cz ${input.cz ?? '–'}, sk ${input.sk ?? '–'}`,
    });
  });
  expireShopPages();
}
