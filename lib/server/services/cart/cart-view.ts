import 'server-only';
import { partnerDiscountView } from '@/lib/server/services/b2b/partner-discount-view';
import type {
  Cart,
  CartDiscount,
  CartItem,
  CheckoutStep,
  SavedAddress,
  SubmitBlocker,
} from '@/lib/api/contract/cart';
import type { Channel } from '@/lib/config/channels';
import { cartDomains } from './cart-domains';
import {
  isCustomerDataFilled,
  readStoredCustomerData,
  requirementLevel,
  savedAddress,
} from './cart-customer-data';
import { discountAmounts, discountCodeRefusal, type DiscountCode } from './cart-discounts';
import {
  cartTotals,
  freeShippingProgress,
  isOrderedOnBackorder,
  lineAmounts,
  type PricedLine,
} from './cart-pricing';
import type { CartTerms } from './cart-terms';
import { goodsByRate, itemDiscountTotals, orderTotals, type TotalsLine } from './cart-totals';
import type { CartRow } from './load-cart';
import { splitProportionally } from './money-split';
import { paymentChoiceRefusal } from './payment-rules';
import { quantityRefusal } from '@/lib/pricing';
import type { CheckoutOptions, ShippingOption } from './shippings-and-payments';
import type { VariantOffer } from './variant-offers';

export interface CartLine {
  id: number;
  quantity: number;
  offer: VariantOffer;
}

export interface CartViewInput {
  cart: CartRow | null;
  lines: readonly CartLine[];
  terms: CartTerms;
  channel: Channel;
  freeShippingThreshold: number | null;
  /** The maximum cart discount, % of the goods with VAT. */
  maxDiscountPercent: number;
  /** The codes attached to the cart, in the order they apply. */
  discountCodes: readonly DiscountCode[];
  /** The channel's shippings and payments; needed only when the cart has a shipping selected. */
  options: CheckoutOptions | null;
  addresses: readonly SavedAddress[];
  now: Date;
}

interface PricedItem {
  item: CartItem;
  line: PricedLine & TotalsLine;
}

/** Lines that can no longer be bought (inactive, or without a price in the channel) are not shown. */
function pricedItems(lines: readonly CartLine[]): PricedItem[] {
  return lines.flatMap(({ id, quantity, offer }) => {
    if (!offer.isActive || offer.unitNet === null) return [];
    const amounts = lineAmounts(offer.unitNet, offer.vatRate, quantity);
    const hasDeposit = isOrderedOnBackorder(quantity, offer.stock, offer.backorder);
    const item: CartItem = {
      id,
      quantity,
      item_variant: {
        id: offer.variantId,
        code: offer.code,
        name: offer.name,
        product_id: offer.productId,
        product_url: offer.productUrl,
        image: offer.image,
        pack_quantity: offer.packQuantity,
        unit_pieces: offer.unitPieces,
        min_quantity: offer.minQuantity,
        step_quantity: offer.stepQuantity,
        stock: offer.stock,
        backorder: offer.backorder,
      },
      unit_price_with_vat: amounts.unitWithVat,
      unit_price_without_vat: amounts.unitWithoutVat,
      total_with_vat: amounts.totalWithVat,
      total_without_vat: amounts.totalWithoutVat,
      vat_rate: offer.vatRate,
      has_deposit: hasDeposit,
    };
    const line = { ...amounts, hasDeposit, vatRate: offer.vatRate, quantity, listUnitNet: offer.listUnitNet };
    return [{ item, line }];
  });
}

/** A line that cannot be ordered as it is: no longer sold, no price, or its quantity breaks a rule now. */
function hasUnavailableLine(lines: readonly CartLine[]): boolean {
  return lines.some(
    ({ quantity, offer }) =>
      !offer.isActive || offer.unitNet === null || quantityRefusal(quantity, offer) !== null,
  );
}

function appliedDiscounts(input: CartViewInput, goodsWithVat: number) {
  const applicable = input.discountCodes.filter(
    (code) =>
      discountCodeRefusal(code, {
        channel: input.channel.id,
        isB2b: input.terms.isB2b,
        goodsWithVat,
        now: input.now,
      }) === null,
  );
  const amounts = discountAmounts(applicable, goodsWithVat, input.maxDiscountPercent);
  return { applicable, amounts, withVat: amounts.reduce((sum, amount) => sum + amount, 0) };
}

const stepOfBlocker: Record<SubmitBlocker, CheckoutStep> = {
  EMPTY_CART: 'cart',
  ITEM_NOT_AVAILABLE: 'cart',
  SHIPPING_NOT_SELECTED: 'shipping',
  BRANCH_NOT_SELECTED: 'shipping',
  PAYMENT_NOT_SELECTED: 'payment',
  DEPOSIT_REST_PAYMENT_NOT_SELECTED: 'payment',
  CUSTOMER_DATA_MISSING: 'customer_data',
};

interface Selection {
  shipping: ShippingOption | null;
  branchId: number | null;
  paymentId: number | null;
  restPaymentId: number | null;
  depositPaymentType: 'whole' | 'deposit';
  blockers: SubmitBlocker[];
}

/**
 * The selections of the cart that still hold: a shipping no longer offered, a branch not of the
 * shipping, a payment no longer allowed count as not selected (and block the submit).
 */
function effectiveSelection(
  input: CartViewInput,
  deposit: { upFront: boolean; restPossible: boolean },
): Selection {
  const { cart, options } = input;
  const none: Selection = {
    shipping: null,
    branchId: null,
    paymentId: null,
    restPaymentId: null,
    depositPaymentType: 'whole',
    blockers: ['SHIPPING_NOT_SELECTED', 'PAYMENT_NOT_SELECTED'],
  };
  const shipping = cart?.selectedShippingId ? options?.shippings.get(cart.selectedShippingId) : undefined;
  if (!cart || !options || !shipping) return none;
  const blockers: SubmitBlocker[] = [];
  const needsBranch = shipping.moduleType === 'CHOOSE_BRANCH_INPUT';
  const branchId =
    needsBranch && cart.selectedBranchId && shipping.branchIds.has(cart.selectedBranchId)
      ? cart.selectedBranchId
      : null;
  if (needsBranch && branchId === null) blockers.push('BRANCH_NOT_SELECTED');
  const choice = cart.selectedPaymentId
    ? {
        paymentId: cart.selectedPaymentId,
        restPaymentId: cart.depositRestPaymentId,
        depositPaymentType: cart.depositPaymentType,
      }
    : null;
  const refusal = choice
    ? paymentChoiceRefusal(choice, {
        shipping,
        payments: options.payments,
        paysDepositUpFront: deposit.upFront,
        depositRestPossible: deposit.restPossible,
      })
    : 'PAYMENT_NOT_SELECTED';
  if (refusal !== null || !choice) {
    blockers.push(
      refusal === 'DEPOSIT_REST_PAYMENT_REQUIRED'
        ? 'DEPOSIT_REST_PAYMENT_NOT_SELECTED'
        : 'PAYMENT_NOT_SELECTED',
    );
    return { ...none, shipping, branchId, blockers };
  }
  return {
    shipping,
    branchId,
    paymentId: choice.paymentId,
    restPaymentId: choice.depositPaymentType === 'deposit' ? choice.restPaymentId : null,
    depositPaymentType: choice.depositPaymentType,
    blockers,
  };
}

/** The cart of spec §3 with every total computed here, on the server. */
export function buildCartView(input: CartViewInput): Cart {
  const { cart, terms, channel } = input;
  const priced = pricedItems(input.lines);
  const lines = priced.map(({ line }) => line);
  const items = priced.map(({ item }) => item);
  const goods = cartTotals(lines, {
    hasDeposit: terms.hasDeposit,
    depositPercentage: terms.depositPercentage,
    depositPaymentType: 'whole',
  });
  const discounts = appliedDiscounts(input, goods.totalWithVat);
  const goodsAfterDiscount = goods.totalWithVat - discounts.withVat;
  const freeShipping = freeShippingProgress(goodsAfterDiscount, input.freeShippingThreshold);
  const shippingIsFree = freeShipping.threshold !== null && freeShipping.remaining === 0;

  const selection = effectiveSelection(input, {
    upFront: goods.totalDepositWithVat > 0,
    restPossible: terms.hasDeposit && goods.totalDepositRestWithVat > 0,
  });
  const paysRestLater = selection.depositPaymentType === 'deposit';
  const shippingPrice = selection.shipping && !shippingIsFree ? selection.shipping.price : 0;
  const paymentPrice =
    selection.shipping && selection.paymentId
      ? (selection.shipping.payments.get(selection.paymentId) ?? 0)
      : 0;
  const totals = orderTotals({
    goods: goodsByRate(lines),
    discountWithVat: discounts.withVat,
    shippingWithVat: shippingPrice,
    paymentWithVat: paymentPrice,
    standardRate: channel.vatRates.standard,
    depositRestWithVat: paysRestLater ? goods.totalDepositRestWithVat : 0,
    depositRestWithoutVat: paysRestLater ? goods.totalDepositRestWithoutVat : 0,
  });
  const codesWithoutVat = splitProportionally(totals.discountWithoutVat, discounts.amounts);
  const discountList: CartDiscount[] = discounts.applicable.map((code, index) => ({
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    amount_with_vat: discounts.amounts[index]!,
    amount_without_vat: codesWithoutVat[index]!,
  }));

  const stored = readStoredCustomerData(cart?.customerData);
  const level = requirementLevel(selection.shipping, terms.customerDataRequirements);
  const isFilled = isCustomerDataFilled(stored, level);
  const selectedDelivery = savedAddress(input.addresses, cart?.deliveryAddressId ?? null, 'is_delivery');
  const blockers: SubmitBlocker[] =
    items.length === 0
      ? ['EMPTY_CART']
      : [
          ...(hasUnavailableLine(input.lines) ? (['ITEM_NOT_AVAILABLE'] as const) : []),
          ...selection.blockers,
          ...(isFilled ? [] : (['CUSTOMER_DATA_MISSING'] as const)),
        ];
  const itemDiscount = itemDiscountTotals(lines);
  const orderPart = paysRestLater ? 'DEPOSIT' : 'WHOLE';

  return {
    cart_status: cart?.status ?? 'WAITING',
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    currency_code: channel.currency,
    country_code: channel.country,
    addresses: [...input.addresses],
    discounts: discountList,
    channel: channel.id,
    domains: cartDomains(),
    is_b2b: terms.isB2b,
    is_vat_payer: terms.isVatPayer,
    partner_discount: partnerDiscountView(terms.partnerDiscount),
    can_change_delivery_address: true,
    deposit_percentage: terms.depositPercentage,
    deposit_type_selected: selection.depositPaymentType,
    customer_data: {
      is_filled: isFilled,
      billing_information: stored.billing_information,
      delivery_address: stored.delivery_address,
      company: stored.company,
      selected_delivery_address_id: selectedDelivery?.id ?? null,
      sales_representative_order: stored.sales_representative_order,
      note: stored.note,
    },
    sale_order_rules: { customer_data_requirements: level },
    selected_billing_address: savedAddress(input.addresses, cart?.billingAddressId ?? null, 'is_billing'),
    selected_delivery_address: selectedDelivery,
    selected_shipping_id: selection.shipping?.id ?? null,
    selected_shipping_branch_id: selection.branchId,
    selected_payment_id: selection.paymentId,
    selected_deposit_rest_payment_id: selection.restPaymentId,
    free_shipping: freeShipping,
    guessed_current_step: blockers[0] ? stepOfBlocker[blockers[0]] : 'summary',
    has_items_with_deposit: items.some((item) => item.has_deposit),
    has_items_without_deposit: items.some((item) => !item.has_deposit),
    discount_order_part: orderPart,
    shipping_and_payment_order_part: orderPart,
    goods_total_with_vat: goods.totalWithVat,
    goods_total_without_vat: goods.totalWithoutVat,
    discount_total_with_vat: discounts.withVat,
    discount_total_without_vat: totals.discountWithoutVat,
    shipping_price_with_vat: shippingPrice,
    payment_price_with_vat: paymentPrice,
    vat_summary: totals.vatSummary,
    can_submit: blockers.length === 0,
    submit_blockers: blockers,
    total_with_vat: totals.totalWithVat,
    total_without_vat: totals.totalWithoutVat,
    total_deposit_with_vat: goods.totalDepositWithVat,
    total_deposit_without_vat: goods.totalDepositWithoutVat,
    total_deposit_rest_with_vat: goods.totalDepositRestWithVat,
    total_deposit_rest_without_vat: goods.totalDepositRestWithoutVat,
    pay_deposit_with_vat: totals.payNowWithVat,
    pay_deposit_without_vat: totals.payNowWithoutVat,
    pay_deposit_rest_with_vat: totals.payLaterWithVat,
    pay_deposit_rest_without_vat: totals.payLaterWithoutVat,
    total_cart_item_discount_with_vat: itemDiscount.withVat,
    total_cart_item_discount_without_vat: itemDiscount.withoutVat,
  };
}
