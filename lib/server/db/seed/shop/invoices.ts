import { channels } from '@/lib/config/channels';
import { invoices } from '../../schema';
import type { Db } from '../../types';
import { customerSeeds, invoiceSeeds } from './customers-data';
import type { CustomerIds } from './customers';
import type { SeedClock } from './types';

/** Net → gross with half away from zero (domain.md, Prices). */
function withVat(net: number, rate: number): number {
  return Math.sign(net) * Math.round((Math.abs(net) * (100 + rate)) / 100);
}

export async function seedInvoices(db: Db, customerId: CustomerIds, clock: SeedClock): Promise<void> {
  const sequenceByYear = new Map<number, number>();
  const rows = [...invoiceSeeds]
    .sort((a, b) => b.issuedDaysAgo - a.issuedDaysAgo)
    .map((seed) => {
      const customer = customerSeeds.find((candidate) => candidate.key === seed.customer);
      if (!customer) throw new Error(`Invoice for unknown customer ${seed.customer}`);
      const channel = channels[customer.channel];
      const issuedAt = clock.daysFromToday(-seed.issuedDaysAgo);
      const year = issuedAt.getUTCFullYear();
      const sequence = (sequenceByYear.get(year) ?? 0) + 1;
      sequenceByYear.set(year, sequence);
      return {
        number: `FA${year}${String(sequence).padStart(4, '0')}`,
        customerId: customerId(seed.customer),
        channel: channel.id,
        currency: channel.currency,
        totalWithoutVat: seed.totalWithoutVat,
        totalWithVat: withVat(seed.totalWithoutVat, channel.vatRates.standard),
        issuedAt,
        dueAt: clock.daysFromToday(-seed.issuedDaysAgo + seed.dueDays),
        paidAt:
          seed.paidAfterDays === null ? null : clock.daysFromToday(-seed.issuedDaysAgo + seed.paidAfterDays),
      };
    });
  await db.insert(invoices).values(rows);
}
