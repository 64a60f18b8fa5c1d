import { type Channel, type VatClass } from '@/lib/config/channels';

/** Half away from zero, as domain.md prescribes for every money rounding. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function vatRate(channel: Channel, vatClass: VatClass): number {
  return channel.vatRates[vatClass] ?? channel.vatRates.standard;
}

/** Net → gross per unit in minor units: round(net × (100 + rate) / 100). */
export function grossFromNet(net: number, ratePercent: number): number {
  return roundHalfAwayFromZero((net * (100 + ratePercent)) / 100);
}

/** A missing EUR price comes from the CZK price at the admin's exchange rate, rounded to the cent. */
export function eurFromCzk(czkMinor: number, czkPerEur: number): number {
  return roundHalfAwayFromZero(czkMinor / czkPerEur);
}

export interface ShownPrice {
  withVat: number;
  withoutVat: number;
  vatRate: number;
  currency: Channel['currency'];
}

export function priceFromNet(net: number, channel: Channel, vatClass: VatClass): ShownPrice {
  const rate = vatRate(channel, vatClass);
  return { withVat: grossFromNet(net, rate), withoutVat: net, vatRate: rate, currency: channel.currency };
}
