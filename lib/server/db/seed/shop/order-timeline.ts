import type { Locale } from '@/lib/config/locales';
import {
  INVOICE_PAID_AFTER_DAYS,
  type OrderSeed,
  type SeedOrderStatus,
  statusDelayHours,
} from './orders-data';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface TimelineStep {
  status: SeedOrderStatus;
  at: Date;
  /** The customer placed it; the shop's staff moved it on. */
  by: 'placer' | 'staff';
  note: string;
}

const cancelNotes: Record<Locale, string> = {
  sk: 'Zrušené na žiadosť zákazníka.',
  cs: 'Zrušeno na přání zákazníka.',
  en: 'Cancelled at the customer’s request.',
};

const trackingLocales: Record<Locale, string> = { sk: 'sk_SK', cs: 'cs_CZ', en: 'en_US' };

const forwardSteps: SeedOrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

/** The status history from placing the order to where it is now. */
export function orderTimeline(seed: OrderSeed, placedAt: Date, locale: Locale): TimelineStep[] {
  const at = (hours: number) => new Date(placedAt.getTime() + hours * HOUR_MS);
  const placed: TimelineStep = { status: 'new', at: placedAt, by: 'placer', note: '' };
  if (seed.status === 'cancelled') {
    return [
      placed,
      { status: 'cancelled', at: at(statusDelayHours.cancelled), by: 'staff', note: cancelNotes[locale] },
    ];
  }
  const steps = forwardSteps.slice(1, forwardSteps.indexOf(seed.status) + 1);
  return [
    placed,
    ...steps.map((status): TimelineStep => ({
      status,
      at: at(statusDelayHours[status as keyof typeof statusDelayHours]),
      by: 'staff',
      note: '',
    })),
  ];
}

export function stepAt(timeline: TimelineStep[], status: SeedOrderStatus): Date | null {
  return timeline.find((step) => step.status === status)?.at ?? null;
}

/** When the money came: a card with the order, a transfer the next day, cash on delivery, an invoice later. */
export function paidAt(seed: OrderSeed, timeline: TimelineStep[]): Date | null {
  if (seed.status === 'cancelled') return null;
  const placedAt = timeline[0]!.at;
  const delivered = stepAt(timeline, 'delivered');
  switch (seed.payment) {
    case 'card':
      return placedAt;
    case 'bank-transfer':
      return seed.status === 'new' ? null : new Date(placedAt.getTime() + 20 * HOUR_MS);
    case 'cash-on-delivery':
    case 'cash':
      return delivered;
    case 'invoice': {
      const issued = stepAt(timeline, 'shipped');
      return delivered && issued ? new Date(issued.getTime() + INVOICE_PAID_AFTER_DAYS * DAY_MS) : null;
    }
  }
}

/** A DPD parcel number and its tracking page, for an order handed to the carrier. */
export function parcelTracking(sequence: number, locale: Locale): { number: string; url: string } {
  const number = String(13_572_004_100_000 + sequence * 7_919);
  return { number, url: `https://tracking.dpd.de/status/${trackingLocales[locale]}/parcel/${number}` };
}
