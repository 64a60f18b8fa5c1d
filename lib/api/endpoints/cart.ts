import { z } from 'zod';
import {
  addItemsToCartRequestSchema,
  addItemsToCartResponseSchema,
  addToCartRequestSchema,
  cartQuerySchema,
  cartResponseSchema,
  cartWithShippingsAndPaymentsResponseSchema,
  cartWithShippingsResponseSchema,
  removeFromCartRequestSchema,
} from '@/lib/api/contract/cart';
import {
  addDiscountCodeRequestSchema,
  changeQuantityRequestSchema,
  removeDiscountCodeRequestSchema,
  selectBillingAddressRequestSchema,
  selectDeliveryAddressRequestSchema,
  selectPaymentRequestSchema,
  selectShippingRequestSchema,
  setCustomerDataRequestSchema,
  submitOrderRequestSchema,
} from '@/lib/api/contract/checkout';
import { submitOrderResponseSchema } from '@/lib/api/contract/order';
import { quickOrderPreviewRequestSchema, quickOrderPreviewSchema } from '@/lib/api/contract/quick-order';
import {
  type ApiEndpoint,
  type ErrorCase,
  anyone,
  businessRule,
  conflict,
  created,
  json,
  notFound,
} from './endpoint';

const shopper =
  "The visitor's cart (its cookie) or the signed-in user's; a B2B user's cart is the selected customer's, at its prices.";
const withCheckout = 'The cart with the shippings and payments it may use.';
const quantityRules = businessRule('The quantity breaks the variant’s rules or the stock', [
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_NOT_IN_STEPS',
  'QUANTITY_ABOVE_MAXIMUM',
  'OUT_OF_STOCK',
]);
const noCart = businessRule('The shopper has no cart (or, where items are needed, an empty one)', [
  'CART_EMPTY',
]);
const unusableCustomer: ErrorCase = {
  status: 403,
  codes: ['CUSTOMER_NOT_SELECTED', 'CUSTOMER_BLOCKED'],
  when: 'A B2B user has not selected a customer, or it is blocked',
};

function cartCall(
  path: `/api/cart/${string}`,
  summary: string,
  body: ApiEndpoint['body'],
  errors: ErrorCase[],
): ApiEndpoint {
  return {
    method: 'PUT',
    path,
    area: 'cart',
    summary,
    description: shopper,
    access: anyone,
    body,
    responses: [json(cartWithShippingsAndPaymentsResponseSchema, withCheckout)],
    errors: [...errors, unusableCustomer],
  };
}

export const cartEndpoints: ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/api/cart',
    area: 'cart',
    summary: "The shopper's cart",
    description: `${shopper} With \`with_shippings_and_payments=1\` it adds the domains, shippings, payments and saved addresses the checkout needs.`,
    access: anyone,
    query: cartQuerySchema,
    responses: [
      json(
        z.union([cartResponseSchema, cartWithShippingsResponseSchema]),
        'The cart; with the flag, also what the checkout needs.',
      ),
    ],
  },
  {
    method: 'PUT',
    path: '/api/cart/add-to-cart',
    area: 'cart',
    summary: 'Add a variant to the cart',
    description: `${shopper} Adds the quantity to the variant's line; the visitor's first add sets the cart cookie.`,
    access: anyone,
    body: addToCartRequestSchema,
    responses: [{ ...json(cartResponseSchema, 'The cart.'), setsCookie: true }],
    errors: [
      notFound('No such variant', ['VARIANT_NOT_FOUND']),
      businessRule('The variant cannot be bought now', ['VARIANT_NOT_AVAILABLE', 'PRICE_NOT_AVAILABLE']),
      quantityRules,
      unusableCustomer,
    ],
  },
  {
    method: 'PUT',
    path: '/api/cart/add-items',
    area: 'cart',
    summary: 'Add several items at once',
    description: `${shopper} Quick order, reorder, recommended assortment: each line is added or refused on its own, and the refused ones come back with the reason.`,
    access: anyone,
    body: addItemsToCartRequestSchema,
    responses: [
      {
        ...json(addItemsToCartResponseSchema, 'The cart, what was added and what was refused.'),
        setsCookie: true,
      },
    ],
    errors: [unusableCustomer],
  },
  {
    method: 'POST',
    path: '/api/cart/quick-order/preview',
    area: 'cart',
    summary: 'Match pasted `code quantity` lines to variants',
    description: 'With the caller’s prices and the quantity rules each line breaks; the cart is not touched.',
    access: anyone,
    body: quickOrderPreviewRequestSchema,
    responses: [json(quickOrderPreviewSchema)],
    errors: [unusableCustomer],
  },
  {
    method: 'PUT',
    path: '/api/cart/remove-from-cart',
    area: 'cart',
    summary: "Remove a variant's line",
    description: shopper,
    access: anyone,
    body: removeFromCartRequestSchema,
    responses: [json(cartResponseSchema, 'The cart.')],
    errors: [notFound('The cart has no such line', ['CART_ITEM_NOT_FOUND'])],
  },
  cartCall('/api/cart/change-quantity', "Set a line's quantity", changeQuantityRequestSchema, [
    notFound('The cart has no such line', ['CART_ITEM_NOT_FOUND']),
    quantityRules,
  ]),
  cartCall('/api/cart/add-discount-code', 'Apply a discount code', addDiscountCodeRequestSchema, [
    notFound('No active code of that name', ['DISCOUNT_CODE_NOT_FOUND']),
    businessRule('The code does not apply to this cart', [
      'DISCOUNT_CODE_OTHER_SHOP',
      'DISCOUNT_CODE_NOT_FOR_CUSTOMER',
      'DISCOUNT_CODE_NOT_YET_VALID',
      'DISCOUNT_CODE_EXPIRED',
      'DISCOUNT_CODE_USED_UP',
      'DISCOUNT_CODE_MINIMUM_ORDER',
    ]),
    noCart,
  ]),
  cartCall('/api/cart/remove-discount-code', 'Take a discount code off', removeDiscountCodeRequestSchema, [
    notFound('The cart has no such code', ['DISCOUNT_CODE_NOT_IN_CART']),
  ]),
  cartCall(
    '/api/cart/select-shipping',
    'Select the shipping (and pickup point)',
    selectShippingRequestSchema,
    [
      notFound('No such shipping or pickup point', ['SHIPPING_NOT_FOUND', 'BRANCH_NOT_FOUND']),
      businessRule('A pickup point is missing or not allowed', ['BRANCH_REQUIRED', 'BRANCH_NOT_ALLOWED']),
      noCart,
    ],
  ),
  cartCall('/api/cart/select-payment', 'Select the payment (and deposit)', selectPaymentRequestSchema, [
    notFound('No such payment', ['PAYMENT_NOT_FOUND']),
    businessRule('The payment does not go with the cart', [
      'PAYMENT_NOT_OFFERED',
      'PAYMENT_NOT_ALLOWED_WITH_SHIPPING',
      'SHIPPING_NOT_SELECTED',
      'PAYMENT_NOT_UP_FRONT',
      'DEPOSIT_NOT_AVAILABLE',
      'DEPOSIT_REST_PAYMENT_REQUIRED',
      'DEPOSIT_REST_PAYMENT_NOT_ALLOWED',
    ]),
    noCart,
  ]),
  cartCall(
    '/api/cart/select-customer-billing-address',
    'Select a saved billing address',
    selectBillingAddressRequestSchema,
    [notFound('Not one of the shopper’s saved billing addresses', ['ADDRESS_NOT_FOUND']), noCart],
  ),
  cartCall(
    '/api/cart/select-customer-delivery-address',
    'Select a saved delivery address',
    selectDeliveryAddressRequestSchema,
    [notFound('Not one of the shopper’s saved delivery addresses', ['ADDRESS_NOT_FOUND']), noCart],
  ),
  cartCall('/api/cart/set-customer-data', "Store the order's customer data", setCustomerDataRequestSchema, [
    notFound('The selected delivery address is not the shopper’s', ['ADDRESS_NOT_FOUND']),
    {
      status: 403,
      codes: ['SALES_REPRESENTATIVE_NOT_ALLOWED'],
      when: 'Only a dealer may order on behalf of the customer',
    },
    noCart,
  ]),
  {
    method: 'PUT',
    path: '/api/cart/submit-order',
    area: 'cart',
    summary: 'Place the order',
    description: `${shopper} Priced on the server; \`expected_total_with_vat\` (the total the shopper saw) only guards against a total that changed meanwhile. With an \`Idempotency-Key\` a repeated call answers the order placed before (200) instead of a second one.`,
    access: anyone,
    body: submitOrderRequestSchema,
    idempotent: true,
    responses: [
      created(submitOrderResponseSchema, 'The order was placed: its address and the emptied cart.'),
      json(submitOrderResponseSchema, 'This Idempotency-Key placed the order before; the same answer again.'),
    ],
    errors: [
      businessRule('The cart cannot be ordered yet (`fields.submit_blockers` says why)', ['ORDER_NOT_READY']),
      conflict(
        'The total changed, a code was used up, the stock ran out, or the key belongs to another order',
        ['ORDER_TOTAL_CHANGED', 'DISCOUNT_CODE_USED_UP', 'OUT_OF_STOCK', 'IDEMPOTENCY_KEY_REUSED'],
      ),
      unusableCustomer,
    ],
  },
];
