/**
 * Query keys the server fills too (the order page hands its cart over with the HTML), in a module
 * without 'use client' so that server components read the values, not client references.
 */
export const cartQueryKey = ['cart'] as const;

/** Under the cart's key, so that whatever refreshes the cart refreshes the checkout data too. */
export const shippingsAndPaymentsQueryKey = [...cartQueryKey, 'shippings-and-payments'] as const;

export const sessionUserQueryKey = ['auth', 'user'] as const;
