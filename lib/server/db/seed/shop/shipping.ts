import { channelIds } from '@/lib/config/channels';
import { locales } from '@/lib/config/locales';
import {
  branches,
  paymentTranslations,
  payments,
  shippingPayments,
  shippingPrices,
  shippingTranslations,
  shippings,
} from '../../schema';
import type { Db } from '../../types';
import { type BranchSeed, ownBranchSeeds, pickupPointSeeds } from './branches-data';
import { idsByCode } from './ids';
import {
  allowedPayments,
  type PaymentCode,
  paymentSeed,
  paymentSeeds,
  type ShippingCode,
  shippingSeeds,
} from './shipping-data';

export async function seedShippingAndPayments(db: Db): Promise<void> {
  const shippingId = idsByCode<ShippingCode>(
    await db
      .insert(shippings)
      .values(
        shippingSeeds.map((seed, index) => ({
          code: seed.code,
          moduleType: seed.moduleType,
          position: index + 1,
          requiresFullCustomerData: seed.requiresFullCustomerData,
        })),
      )
      .returning({ id: shippings.id, code: shippings.code }),
  );
  await db.insert(shippingTranslations).values(
    shippingSeeds.flatMap((seed) =>
      locales.map((locale) => ({
        shippingId: shippingId(seed.code),
        locale,
        ...seed.translations[locale],
      })),
    ),
  );
  await db.insert(shippingPrices).values(
    shippingSeeds.flatMap((seed) =>
      channelIds.map((channel) => ({
        shippingId: shippingId(seed.code),
        channel,
        price: seed.price[channel],
      })),
    ),
  );

  const branchRows = (seeds: BranchSeed[], code: ShippingCode) =>
    seeds.map((seed) => ({ ...seed, shippingId: shippingId(code) }));
  await db
    .insert(branches)
    .values([
      ...branchRows(pickupPointSeeds, 'pickup-point'),
      ...branchRows(ownBranchSeeds, 'personal-pickup'),
    ]);

  const paymentId = idsByCode<PaymentCode>(
    await db
      .insert(payments)
      .values(
        paymentSeeds.map((seed, index) => ({
          code: seed.code,
          type: seed.type,
          position: index + 1,
          b2bOnly: seed.b2bOnly,
        })),
      )
      .returning({ id: payments.id, code: payments.code }),
  );
  await db
    .insert(paymentTranslations)
    .values(
      paymentSeeds.flatMap((seed) =>
        locales.map((locale) => ({ paymentId: paymentId(seed.code), locale, ...seed.translations[locale] })),
      ),
    );

  const combinations = shippingSeeds.flatMap((shipping) =>
    allowedPayments[shipping.code].flatMap((payment) =>
      channelIds.map((channel) => ({
        shippingId: shippingId(shipping.code),
        paymentId: paymentId(payment),
        channel,
        price: paymentSeed(payment).price[channel],
      })),
    ),
  );
  await db.insert(shippingPayments).values(combinations);
}
