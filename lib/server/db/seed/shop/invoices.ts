import { channels } from '@/lib/config/channels';
import { invoices } from '../../schema';
import type { Db } from '../../types';
import { customerSeeds, invoiceSeeds } from './customers-data';
import type { CustomerIds } from './customers';
import type { SeedClock } from './types';

/** An invoice before it is numbered. */
export type InvoiceDraft = Omit<typeof invoices.$inferInsert, 'number'>;

/** Net → gross with half away from zero (domain.md, Prices). */
function withVat(net: number, rate: number): number {
  return Math.sign(net) * Math.round((Math.abs(net) * (100 + rate)) / 100);
}

function draftsOfSeeds(customerId: CustomerIds, clock: SeedClock): InvoiceDraft[] {
  return invoiceSeeds.map((seed) => {
    const customer = customerSeeds.find((candidate) => candidate.key === seed.customer);
    if (!customer) throw new Error(`Invoice for unknown customer ${seed.customer}`);
    const channel = channels[customer.channel];
    return {
      customerId: customerId(seed.customer),
      channel: channel.id,
      currency: channel.currency,
      totalWithoutVat: seed.totalWithoutVat,
      totalWithVat: withVat(seed.totalWithoutVat, channel.vatRates.standard),
      issuedAt: clock.daysFromToday(-seed.issuedDaysAgo),
      dueAt: clock.daysFromToday(-seed.issuedDaysAgo + seed.dueDays),
      paidAt:
        seed.paidAfterDays === null ? null : clock.daysFromToday(-seed.issuedDaysAgo + seed.paidAfterDays),
    };
  });
}

/** The seeded invoices and those of the seeded orders (`ofOrders`), numbered per year in the order of issue. */
export async function seedInvoices(
  db: Db,
  customerId: CustomerIds,
  clock: SeedClock,
  ofOrders: InvoiceDraft[] = [],
): Promise<void> {
  const sequenceByYear = new Map<number, number>();
  const rows = [...draftsOfSeeds(customerId, clock), ...ofOrders]
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())
    .map((draft) => {
      const year = draft.issuedAt.getUTCFullYear();
      const sequence = (sequenceByYear.get(year) ?? 0) + 1;
      sequenceByYear.set(year, sequence);
      return { ...draft, number: `FA${year}${String(sequence).padStart(4, '0')}` };
    });
  await db.insert(invoices).values(rows);
}
