import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderYear } from '@/lib/server/services/orders/order-number-format';
import { paymentStatusFor } from '@/lib/server/services/orders/order-payment';
import { canChangeStatus } from '@/lib/server/services/orders/order-status';
import { quantityFromStock } from '@/lib/server/services/orders/order-stock';
import { orderTokenMatches } from '@/lib/server/services/orders/order-token';

describe('order numbers', () => {
  it('are the year, the shop and six digits', () => {
    expect(formatOrderNumber(2026, 'cz', 123)).toBe('2026-CZ-000123');
    expect(formatOrderNumber(2027, 'sk', 1)).toBe('2027-SK-000001');
  });

  it('count the year in the shop’s time zone: half past midnight on 1 January is the new year', () => {
    expect(orderYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(orderYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
    expect(orderYear(new Date('2027-06-30T22:30:00Z'))).toBe(2027);
  });
});

describe('stock an order takes', () => {
  it('is the whole line when there is enough, otherwise what there is (the rest is on backorder)', () => {
    expect(quantityFromStock(3, 10)).toBe(3);
    expect(quantityFromStock(5, 2)).toBe(2);
    expect(quantityFromStock(5, 0)).toBe(0);
    expect(quantityFromStock(5, -1)).toBe(0);
  });
});

describe('order states', () => {
  it('move forward one step at a time, and cancel only before shipping', () => {
    expect(canChangeStatus('new', 'confirmed')).toBe(true);
    expect(canChangeStatus('confirmed', 'shipped')).toBe(true);
    expect(canChangeStatus('shipped', 'delivered')).toBe(true);
    expect(canChangeStatus('new', 'cancelled')).toBe(true);
    expect(canChangeStatus('confirmed', 'cancelled')).toBe(true);
    expect(canChangeStatus('new', 'shipped')).toBe(false);
    expect(canChangeStatus('shipped', 'cancelled')).toBe(false);
    expect(canChangeStatus('delivered', 'new')).toBe(false);
    expect(canChangeStatus('cancelled', 'new')).toBe(false);
  });
});

describe('payment state', () => {
  const whole = { totalWithVat: 10_000, payDepositWithVat: 10_000, payDepositRestWithVat: 0 };
  const deposit = { totalWithVat: 10_000, payDepositWithVat: 3_000, payDepositRestWithVat: 7_000 };

  it('is paid only when everything is', () => {
    expect(paymentStatusFor(0, whole)).toBe('unpaid');
    expect(paymentStatusFor(9_999, whole)).toBe('unpaid');
    expect(paymentStatusFor(10_000, whole)).toBe('paid');
  });

  it('is deposit_paid once what was due with the order is in and a rest is to come', () => {
    expect(paymentStatusFor(2_999, deposit)).toBe('unpaid');
    expect(paymentStatusFor(3_000, deposit)).toBe('deposit_paid');
    expect(paymentStatusFor(10_000, deposit)).toBe('paid');
  });
});

describe('order token', () => {
  it('matches only the same token', () => {
    const token = 'a'.repeat(43);
    expect(orderTokenMatches(token, token)).toBe(true);
    expect(orderTokenMatches(token, `${'a'.repeat(42)}b`)).toBe(false);
    expect(orderTokenMatches(token, 'a'.repeat(42))).toBe(false);
  });
});
