import { addresses, customerMemberships, customers } from '../../schema';
import type { Db } from '../../types';
import { type CustomerKey, type CustomerSeed, customerSeeds, customerUserAddress } from './customers-data';
import { requireRow } from './ids';
import type { SeedClock } from './types';
import type { UserIds } from './users';

export type CustomerIds = (key: CustomerKey) => number;

async function insertCustomer(
  db: Db,
  seed: CustomerSeed,
  userId: UserIds,
  clock: SeedClock,
): Promise<number> {
  const row = requireRow(
    await db
      .insert(customers)
      .values({
        name: seed.name,
        nameShort: seed.nameShort,
        companyId: seed.companyId,
        taxId: seed.taxId,
        vatId: seed.vatId,
        isVatPayer: seed.isVatPayer,
        isB2b: true,
        country: seed.country,
        channel: seed.channel,
        email: seed.email,
        phone: seed.phone,
        hasDeposit: false,
        isBlocked: seed.isBlocked ?? false,
        discountPercentage: seed.discountPercentage,
        allowInvoicePayment: seed.allowInvoicePayment,
        paymentDueDays: seed.paymentDueDays,
        dealerUserId: userId(seed.dealer),
        approvedAt: clock.daysFromToday(-seed.approvedDaysAgo),
      })
      .returning({ id: customers.id }),
    `customer ${seed.key}`,
  );
  return row.id;
}

export async function seedCustomers(db: Db, userId: UserIds, clock: SeedClock): Promise<CustomerIds> {
  const ids = new Map<CustomerKey, number>();
  for (const seed of customerSeeds) {
    ids.set(seed.key, await insertCustomer(db, seed, userId, clock));
  }
  const customerId: CustomerIds = (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Customer ${key} was not inserted`);
    return id;
  };

  const memberships = customerSeeds.flatMap((seed) =>
    seed.members.map((member) => ({
      userId: userId(member.user),
      customerId: customerId(seed.key),
      b2bAccountType: member.type,
    })),
  );
  await db.insert(customerMemberships).values(memberships);

  await db
    .insert(addresses)
    .values([
      ...customerSeeds.flatMap((seed) =>
        seed.addresses.map((address) => ({ ...address, customerId: customerId(seed.key) })),
      ),
      { ...customerUserAddress, userId: userId('customer') },
    ]);
  return customerId;
}
