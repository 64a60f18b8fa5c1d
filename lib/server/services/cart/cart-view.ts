import 'server-only';
import type { Cart, CartItem } from '@/lib/api/contract/cart';
import type { Channel } from '@/lib/config/channels';
import { cartDomains } from './cart-domains';
import {
  cartTotals,
  freeShippingProgress,
  isOrderedOnBackorder,
  lineAmounts,
  type PricedLine,
} from './cart-pricing';
import type { CartTerms } from './cart-terms';
import type { CartRow } from './load-cart';
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
}

/** Lines that can no longer be bought (inactive, or without a price in the channel) are not shown. */
function pricedItems(lines: readonly CartLine[]): { item: CartItem; line: PricedLine }[] {
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
    return [{ item, line: { ...amounts, hasDeposit } }];
  });
}

/** The cart of spec §3 with every total computed here, on the server. */
export function buildCartView(input: CartViewInput): Cart {
  const { cart, terms, channel } = input;
  const priced = pricedItems(input.lines);
  const depositPaymentType = cart?.depositPaymentType ?? 'whole';
  const totals = cartTotals(
    priced.map(({ line }) => line),
    { hasDeposit: terms.hasDeposit, depositPercentage: terms.depositPercentage, depositPaymentType },
  );
  const items = priced.map(({ item }) => item);
  return {
    cart_status: cart?.status ?? 'WAITING',
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    currency_code: channel.currency,
    country_code: channel.country,
    addresses: [],
    discounts: [],
    channel: channel.id,
    domains: cartDomains(),
    is_b2b: terms.isB2b,
    is_vat_payer: terms.isVatPayer,
    can_change_delivery_address: true,
    deposit_percentage: terms.depositPercentage,
    deposit_type_selected: depositPaymentType,
    customer_data: {
      is_filled: false,
      billing_information: null,
      delivery_address: null,
      company: null,
      selected_delivery_address_id: null,
      sales_representative_order: false,
      note: '',
    },
    sale_order_rules: { customer_data_requirements: terms.customerDataRequirements },
    selected_billing_address: null,
    selected_delivery_address: null,
    selected_shipping_id: cart?.selectedShippingId ?? null,
    selected_shipping_branch_id: cart?.selectedBranchId ?? null,
    selected_payment_id: cart?.selectedPaymentId ?? null,
    selected_deposit_rest_payment_id: cart?.depositRestPaymentId ?? null,
    // Discounts are not there yet, so the goods total with VAT is the cart total.
    free_shipping: freeShippingProgress(totals.totalWithVat, input.freeShippingThreshold),
    guessed_current_step: 'cart',
    has_items_with_deposit: items.some((item) => item.has_deposit),
    has_items_without_deposit: items.some((item) => !item.has_deposit),
    discount_order_part: 'WHOLE',
    shipping_and_payment_order_part: 'WHOLE',
    goods_total_with_vat: totals.totalWithVat,
    goods_total_without_vat: totals.totalWithoutVat,
    discount_total_with_vat: 0,
    discount_total_without_vat: 0,
    shipping_price_with_vat: 0,
    payment_price_with_vat: 0,
    vat_summary: [],
    can_submit: false,
    submit_blockers: items.length === 0 ? ['EMPTY_CART'] : ['SHIPPING_NOT_SELECTED'],
    total_with_vat: totals.totalWithVat,
    total_without_vat: totals.totalWithoutVat,
    total_deposit_with_vat: totals.totalDepositWithVat,
    total_deposit_without_vat: totals.totalDepositWithoutVat,
    total_deposit_rest_with_vat: totals.totalDepositRestWithVat,
    total_deposit_rest_without_vat: totals.totalDepositRestWithoutVat,
    pay_deposit_with_vat: totals.payDepositWithVat,
    pay_deposit_without_vat: totals.payDepositWithoutVat,
    pay_deposit_rest_with_vat: totals.payDepositRestWithVat,
    pay_deposit_rest_without_vat: totals.payDepositRestWithoutVat,
    total_cart_item_discount_with_vat: 0,
    total_cart_item_discount_without_vat: 0,
  };
}
