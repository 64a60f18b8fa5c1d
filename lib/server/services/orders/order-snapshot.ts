import 'server-only';
import type { Cart, SavedAddress } from '@/lib/api/contract/cart';
import type { Locale } from '@/lib/config/locales';
import type { orderItems, orders } from '@/lib/server/db/schema';
import type { CheckoutChoices } from './checkout-choices';
import type { LockedStock } from './order-stock';
import { quantityFromStock } from './order-stock';

export type OrderValues = Omit<typeof orders.$inferInsert, 'number'>;
export type OrderItemValues = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface OrderParties {
  cartId: number;
  userId: number | null;
  customerId: number | null;
  locale: Locale;
  token: string;
  idempotencyKey: string | null;
}

function billingOfSaved(address: SavedAddress): Record<string, string> {
  const { firstname, lastname, email, phone, street, city, zip, country } = address;
  return { firstname, lastname, email, phone, street, city, zip, country };
}

function deliveryOfSaved(address: SavedAddress): Record<string, string> {
  const { firstname, lastname, company, street, city, zip, country, phone } = address;
  return { firstname, lastname, company, street, city, zip, country, phone };
}

/** The billing data the customer typed, or the saved billing address they chose. */
function billingAddress(cart: Cart): Record<string, string> {
  const typed = cart.customer_data.billing_information;
  if (typed) return { ...typed };
  return cart.selected_billing_address ? billingOfSaved(cart.selected_billing_address) : {};
}

/** Null delivers to the billing address. */
function deliveryAddress(cart: Cart): Record<string, string> | null {
  const typed = cart.customer_data.delivery_address;
  if (typed) return { ...typed };
  return cart.selected_delivery_address ? deliveryOfSaved(cart.selected_delivery_address) : null;
}

/** The order row: every price, name and address as the re-priced cart has them at this moment. */
export function orderValues(cart: Cart, choices: CheckoutChoices, parties: OrderParties): OrderValues {
  const { customer_data: data } = cart;
  return {
    token: parties.token,
    idempotencyKey: parties.idempotencyKey,
    cartId: parties.cartId,
    userId: parties.userId,
    customerId: parties.customerId,
    salesRepresentativeUserId: data.sales_representative_order ? parties.userId : null,
    channel: cart.channel,
    locale: parties.locale,
    currency: cart.currency_code,
    isB2b: cart.is_b2b,
    shippingId: cart.selected_shipping_id,
    branchId: cart.selected_shipping_branch_id,
    paymentId: choices.payment.id,
    depositRestPaymentId: choices.depositRestPayment?.id ?? null,
    depositPaymentType: cart.deposit_type_selected,
    shippingName: choices.shippingName,
    paymentName: choices.payment.name,
    paymentType: choices.payment.type,
    depositRestPaymentName: choices.depositRestPayment?.name ?? null,
    depositRestPaymentType: choices.depositRestPayment?.type ?? null,
    branch: choices.branch,
    shippingPrice: cart.shipping_price_with_vat,
    paymentPrice: cart.payment_price_with_vat,
    goodsTotalWithVat: cart.goods_total_with_vat,
    goodsTotalWithoutVat: cart.goods_total_without_vat,
    totalWithVat: cart.total_with_vat,
    totalWithoutVat: cart.total_without_vat,
    discountWithVat: cart.discount_total_with_vat,
    discountWithoutVat: cart.discount_total_without_vat,
    payDepositWithVat: cart.pay_deposit_with_vat,
    payDepositRestWithVat: cart.pay_deposit_rest_with_vat,
    vatSummary: cart.vat_summary,
    discounts: cart.discounts.map((discount) => ({
      discountCodeId: discount.id,
      code: discount.code,
      amountWithVat: discount.amount_with_vat,
      amountWithoutVat: discount.amount_without_vat,
    })),
    billingAddress: billingAddress(cart),
    deliveryAddress: deliveryAddress(cart),
    company: data.company ? { ...data.company } : null,
    customerData: {
      sales_representative_order: data.sales_representative_order,
      selected_delivery_address_id: data.selected_delivery_address_id,
      partner_discount_percentage: cart.partner_discount?.percentage ?? null,
    },
    note: data.note,
  };
}

/** The order's items; each keeps how many pieces it took from stock (a cancel gives those back). */
export function orderItemValues(cart: Cart, stock: ReadonlyMap<number, LockedStock>): OrderItemValues[] {
  return cart.items.map((item) => ({
    productId: item.item_variant.product_id,
    variantId: item.item_variant.id,
    code: item.item_variant.code,
    name: item.item_variant.name,
    quantity: item.quantity,
    vatRate: item.vat_rate,
    unitPriceWithoutVat: item.unit_price_without_vat,
    unitPriceWithVat: item.unit_price_with_vat,
    totalWithoutVat: item.total_without_vat,
    totalWithVat: item.total_with_vat,
    withDeposit: item.has_deposit,
    quantityFromStock: quantityFromStock(item.quantity, stock.get(item.item_variant.id)?.stock ?? 0),
  }));
}
