import { describe, expect, it } from 'vitest';
import {
  discountAmounts,
  discountByRate,
  discountCodeRefusal,
  type DiscountCode,
} from '@/lib/server/services/cart/cart-discounts';
import {
  goodsByRate,
  itemDiscountTotals,
  orderTotals,
  type TotalsLine,
} from '@/lib/server/services/cart/cart-totals';
import { netOfGross, splitProportionally } from '@/lib/server/services/cart/money-split';
import { paymentChoiceRefusal, type PaymentRulesContext } from '@/lib/server/services/cart/payment-rules';
import { isCustomerDataFilled, requirementLevel } from '@/lib/server/services/cart/cart-customer-data';

function line(
  vatRate: number,
  unitNet: number,
  quantity: number,
  listUnitNet: number | null = null,
): TotalsLine {
  const unitWithVat = Math.round((unitNet * (100 + vatRate)) / 100);
  return {
    vatRate,
    quantity,
    unitWithoutVat: unitNet,
    totalWithoutVat: unitNet * quantity,
    totalWithVat: unitWithVat * quantity,
    listUnitNet,
  };
}

const code: DiscountCode = {
  id: 1,
  code: 'TEST',
  kind: 'percent',
  value: 10,
  channel: null,
  audience: 'all',
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  minOrderTotal: 0,
  isActive: true,
};
const now = new Date('2026-05-01T12:00:00Z');
const cart = { channel: 'cz' as const, isB2b: false, goodsWithVat: 10_000, now };

describe('splitting money', () => {
  it('splits by weight in whole units that add up exactly (largest remainder)', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(splitProportionally(7, [0, 0])).toEqual([0, 0]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
  });

  it('takes the net part out of a gross amount at a rate, half away from zero', () => {
    expect(netOfGross(12_100, 21)).toBe(10_000);
    expect(netOfGross(14_900, 21)).toBe(12_314); // 12314.05
    expect(netOfGross(3_900, 21)).toBe(3_223); // 3223.14
    expect(netOfGross(590, 23)).toBe(480); // 479.67
  });
});

describe('discount codes', () => {
  it('applies a code that passes every rule', () => {
    expect(discountCodeRefusal(code, cart)).toBeNull();
  });

  it('refuses by the first broken rule', () => {
    expect(discountCodeRefusal({ ...code, isActive: false }, cart)).toBe('DISCOUNT_CODE_NOT_FOUND');
    expect(discountCodeRefusal({ ...code, channel: 'sk' }, cart)).toBe('DISCOUNT_CODE_OTHER_SHOP');
    expect(discountCodeRefusal({ ...code, audience: 'b2b' }, cart)).toBe('DISCOUNT_CODE_NOT_FOR_CUSTOMER');
    expect(discountCodeRefusal({ ...code, audience: 'b2c' }, { ...cart, isB2b: true })).toBe(
      'DISCOUNT_CODE_NOT_FOR_CUSTOMER',
    );
    expect(discountCodeRefusal({ ...code, validFrom: new Date('2026-05-02T00:00:00Z') }, cart)).toBe(
      'DISCOUNT_CODE_NOT_YET_VALID',
    );
    expect(discountCodeRefusal({ ...code, validTo: new Date('2026-04-30T00:00:00Z') }, cart)).toBe(
      'DISCOUNT_CODE_EXPIRED',
    );
    expect(discountCodeRefusal({ ...code, usageLimit: 3, usedCount: 3 }, cart)).toBe('DISCOUNT_CODE_USED_UP');
    expect(discountCodeRefusal({ ...code, usageLimit: 3, usedCount: 2 }, cart)).toBeNull();
    expect(discountCodeRefusal({ ...code, minOrderTotal: 10_001 }, cart)).toBe('DISCOUNT_CODE_MINIMUM_ORDER');
    expect(discountCodeRefusal({ ...code, minOrderTotal: 10_000 }, cart)).toBeNull();
  });

  it('takes percent of the goods or the amount, all codes together capped by the maximum discount', () => {
    const percent = { kind: 'percent' as const, value: 10 };
    const amount = { kind: 'amount' as const, value: 1_500 };
    expect(discountAmounts([percent, amount], 10_005, 100)).toEqual([1_001, 1_500]);
    // Cap 20 % of 10 005 = 2001 (rounded down): the second code gets what the first left.
    expect(discountAmounts([percent, amount], 10_005, 20)).toEqual([1_001, 1_000]);
    expect(discountAmounts([amount, percent], 10_005, 20)).toEqual([1_500, 501]);
    expect(discountAmounts([{ kind: 'amount', value: 50_000 }], 10_000, 100)).toEqual([10_000]);
    expect(discountAmounts([percent], 10_000, 0)).toEqual([0]);
  });

  it('spreads a discount over the VAT rates by their goods and nets each share at its rate', () => {
    const goods = [
      { rate: 21, withVat: 12_100, withoutVat: 10_000 },
      { rate: 12, withVat: 5_600, withoutVat: 5_000 },
    ];
    const shares = discountByRate(1_770, goods);
    expect(shares.map((share) => share.withVat)).toEqual([1_210, 560]);
    expect(shares.map((share) => share.withoutVat)).toEqual([1_000, 500]);
  });
});

describe('order totals', () => {
  const lines = [line(21, 10_000, 2), line(12, 5_000, 1), line(21, 999, 3)];

  it('groups the goods per VAT rate, highest first', () => {
    expect(goodsByRate(lines)).toEqual([
      { rate: 21, withVat: 24_200 + 3 * 1_209, withoutVat: 20_000 + 2_997 },
      { rate: 12, withVat: 5_600, withoutVat: 5_000 },
    ]);
  });

  it('is goods − discount + shipping + payment, and the VAT summary adds up to it', () => {
    const goods = goodsByRate(lines);
    const totals = orderTotals({
      goods,
      discountWithVat: 3_000,
      shippingWithVat: 14_900,
      paymentWithVat: 3_900,
      standardRate: 21,
      depositRestWithVat: 0,
      depositRestWithoutVat: 0,
    });
    const goodsWithVat = 24_200 + 3_627 + 5_600;
    expect(totals.totalWithVat).toBe(goodsWithVat - 3_000 + 14_900 + 3_900);
    expect(totals.shippingWithoutVat).toBe(12_314);
    expect(totals.paymentWithoutVat).toBe(3_223);
    expect(totals.totalWithoutVat).toBe(
      22_997 + 5_000 - totals.discountWithoutVat + totals.shippingWithoutVat + totals.paymentWithoutVat,
    );
    expect(totals.vatSummary.map((summary) => summary.rate)).toEqual([21, 12]);
    for (const summary of totals.vatSummary) expect(summary.vat).toBe(summary.total - summary.base);
    expect(totals.vatSummary.reduce((sum, summary) => sum + summary.total, 0)).toBe(totals.totalWithVat);
    expect(totals.vatSummary.reduce((sum, summary) => sum + summary.base, 0)).toBe(totals.totalWithoutVat);
    expect(totals.payNowWithVat).toBe(totals.totalWithVat);
    expect(totals.payLaterWithVat).toBe(0);
  });

  it('pays the deposit rest later and the rest of the total now', () => {
    const totals = orderTotals({
      goods: [{ rate: 21, withVat: 12_100, withoutVat: 10_000 }],
      discountWithVat: 0,
      shippingWithVat: 0,
      paymentWithVat: 0,
      standardRate: 21,
      depositRestWithVat: 8_470,
      depositRestWithoutVat: 7_000,
    });
    expect(totals).toMatchObject({
      payNowWithVat: 3_630,
      payNowWithoutVat: 3_000,
      payLaterWithVat: 8_470,
      payLaterWithoutVat: 7_000,
    });
  });

  it('counts what individual prices and the customer discount save against the list price', () => {
    expect(itemDiscountTotals([line(21, 9_000, 2, 10_000), line(21, 500, 1, 400), line(12, 100, 1)])).toEqual(
      {
        withVat: (12_100 - 10_890) * 2,
        withoutVat: 2_000,
      },
    );
  });
});

describe('payment rules', () => {
  const payments = new Map([
    [1, { id: 1, type: 'BANK_TRANSFER' as const, offered: true }],
    [2, { id: 2, type: 'CASH_ON_DELIVERY' as const, offered: true }],
    [3, { id: 3, type: 'CARD' as const, offered: true }],
    [4, { id: 4, type: 'INVOICE' as const, offered: false }],
    [5, { id: 5, type: 'CASH' as const, offered: true }],
  ]);
  const courier = {
    id: 10,
    moduleType: 'COURIER' as const,
    price: 14_900,
    requiresFullCustomerData: true,
    branchIds: new Set<number>(),
    payments: new Map([
      [1, 0],
      [2, 3_900],
      [3, 0],
      [4, 0],
    ]),
  };
  const context: PaymentRulesContext = {
    shipping: courier,
    payments,
    paysDepositUpFront: false,
    depositRestPossible: false,
  };
  const whole = { restPaymentId: null, depositPaymentType: 'whole' as const };

  it('needs a shipping, a known payment offered to the shopper and allowed with the shipping', () => {
    expect(paymentChoiceRefusal({ paymentId: 1, ...whole }, context)).toBeNull();
    expect(paymentChoiceRefusal({ paymentId: 1, ...whole }, { ...context, shipping: null })).toBe(
      'SHIPPING_NOT_SELECTED',
    );
    expect(paymentChoiceRefusal({ paymentId: 99, ...whole }, context)).toBe('PAYMENT_NOT_FOUND');
    expect(paymentChoiceRefusal({ paymentId: 4, ...whole }, context)).toBe('PAYMENT_NOT_OFFERED');
    expect(paymentChoiceRefusal({ paymentId: 5, ...whole }, context)).toBe(
      'PAYMENT_NOT_ALLOWED_WITH_SHIPPING',
    );
  });

  it('keeps cash on delivery away from a deposit paid up front', () => {
    const upFront = { ...context, paysDepositUpFront: true };
    expect(paymentChoiceRefusal({ paymentId: 2, ...whole }, context)).toBeNull();
    expect(paymentChoiceRefusal({ paymentId: 2, ...whole }, upFront)).toBe('PAYMENT_NOT_UP_FRONT');
    expect(paymentChoiceRefusal({ paymentId: 1, ...whole }, upFront)).toBeNull();
  });

  it('takes a rest payment only with the deposit type `deposit`, cash on delivery included', () => {
    const deposit = { ...context, paysDepositUpFront: true, depositRestPossible: true };
    const choice = { paymentId: 1, depositPaymentType: 'deposit' as const };
    expect(paymentChoiceRefusal({ ...choice, restPaymentId: 3 }, deposit)).toBeNull();
    expect(
      paymentChoiceRefusal({ ...choice, restPaymentId: 3 }, { ...deposit, depositRestPossible: false }),
    ).toBe('DEPOSIT_NOT_AVAILABLE');
    expect(paymentChoiceRefusal({ ...choice, restPaymentId: null }, deposit)).toBe(
      'DEPOSIT_REST_PAYMENT_REQUIRED',
    );
    expect(paymentChoiceRefusal({ ...choice, restPaymentId: 2 }, deposit)).toBeNull();
    expect(paymentChoiceRefusal({ ...choice, restPaymentId: 4 }, deposit)).toBe('PAYMENT_NOT_OFFERED');
    expect(
      paymentChoiceRefusal({ paymentId: 1, restPaymentId: 3, depositPaymentType: 'whole' }, deposit),
    ).toBe('DEPOSIT_REST_PAYMENT_NOT_ALLOWED');
  });
});

describe('customer data requirements', () => {
  const basic = { firstname: 'Eva', lastname: 'Nová', email: 'eva@example.com', phone: '+420 777 123 456' };

  it('drops to BASIC for a shipping without full data, otherwise the customer’s level', () => {
    expect(requirementLevel({ requiresFullCustomerData: false }, 'FULL')).toBe('BASIC');
    expect(requirementLevel({ requiresFullCustomerData: true }, 'FULL')).toBe('FULL');
    expect(requirementLevel(null, 'BASIC')).toBe('BASIC');
  });

  it('is filled when the billing information satisfies the level', () => {
    const data = {
      billing_information: { ...basic, street: '', city: '', zip: '', country: 'CZ' as const },
      delivery_address: null,
      company: null,
      sales_representative_order: false,
      note: '',
    };
    expect(isCustomerDataFilled(data, 'BASIC')).toBe(true);
    expect(isCustomerDataFilled(data, 'FULL')).toBe(false);
    const full = {
      ...data,
      billing_information: {
        ...basic,
        street: 'Dlouhá 1',
        city: 'Praha',
        zip: '110 00',
        country: 'CZ' as const,
      },
    };
    expect(isCustomerDataFilled(full, 'FULL')).toBe(true);
    expect(isCustomerDataFilled({ ...data, billing_information: null }, 'BASIC')).toBe(false);
  });
});
