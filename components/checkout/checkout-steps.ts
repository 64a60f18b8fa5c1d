import type { Cart, CheckoutStep, ShippingsAndPayments, SubmitBlocker } from '@/lib/api/contract/cart';
import type { CheckoutBox } from '@/lib/stores/checkout-store';

export const checkoutBoxes: readonly CheckoutBox[] = ['shipping', 'payment', 'customer_data'];

/** A box's look: its form, what was chosen with a change link, or greyed until the boxes before it. */
export type BoxState = 'open' | 'done' | 'waiting';

export function selectedShipping(cart: Cart, options: ShippingsAndPayments | undefined) {
  return options?.shippings.find((shipping) => shipping.id === cart.selected_shipping_id) ?? null;
}

export function isBoxDone(box: CheckoutBox, cart: Cart, options: ShippingsAndPayments | undefined): boolean {
  if (box === 'shipping') {
    const shipping = selectedShipping(cart, options);
    if (!shipping) return false;
    return shipping.module.type !== 'CHOOSE_BRANCH_INPUT' || cart.selected_shipping_branch_id !== null;
  }
  if (box === 'payment') {
    if (cart.selected_payment_id === null) return false;
    return cart.deposit_type_selected !== 'deposit' || cart.selected_deposit_rest_payment_id !== null;
  }
  return cart.customer_data.is_filled;
}

function isBox(step: CheckoutStep): step is CheckoutBox {
  return (checkoutBoxes as readonly string[]).includes(step);
}

/**
 * The box to work in: the one reopened by the shopper, else the server's `guessed_current_step`, else
 * (the server guessing the cart step while the cart can be ordered) the first box not done yet.
 */
export function currentBox(
  cart: Cart,
  options: ShippingsAndPayments | undefined,
  editing: CheckoutBox | null,
): CheckoutBox | null {
  if (editing) return editing;
  const guessed = cart.guessed_current_step;
  if (isBox(guessed) && !isBoxDone(guessed, cart, options)) return guessed;
  return checkoutBoxes.find((box) => !isBoxDone(box, cart, options)) ?? null;
}

export function boxState(
  box: CheckoutBox,
  cart: Cart,
  options: ShippingsAndPayments | undefined,
  editing: CheckoutBox | null,
): BoxState {
  const current = currentBox(cart, options, editing);
  if (current === box) return 'open';
  if (isBoxDone(box, cart, options)) return 'done';
  // Payments depend on the shipping; a box after the current one waits for it.
  const currentIndex = current === null ? checkoutBoxes.length : checkoutBoxes.indexOf(current);
  return checkoutBoxes.indexOf(box) > currentIndex ? 'waiting' : 'open';
}

/** Where on the page each submit blocker is fixed. */
export function blockerTarget(blocker: SubmitBlocker): CheckoutBox | 'cart' {
  switch (blocker) {
    case 'SHIPPING_NOT_SELECTED':
    case 'BRANCH_NOT_SELECTED':
      return 'shipping';
    case 'PAYMENT_NOT_SELECTED':
    case 'DEPOSIT_REST_PAYMENT_NOT_SELECTED':
      return 'payment';
    case 'CUSTOMER_DATA_MISSING':
      return 'customer_data';
    default:
      return 'cart';
  }
}

/** The element id of a step box or of the cart, for links from the summary. */
export function sectionId(target: CheckoutBox | 'cart'): string {
  return `checkout-${target.replace('_', '-')}`;
}
