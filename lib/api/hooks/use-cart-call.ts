'use client';

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ResponseSchema, type ResponseSchemaSource } from '@/lib/api/client';
import { type Cart, type CartResponse } from '@/lib/api/contract/cart';
import { cartQueryKey, shippingsAndPaymentsQueryKey } from '@/lib/api/query-keys';

/** Spec §4: every successful cart-changing call replaces the cart, and the shippings and payments it brings. */
export function applyCartResponse(queryClient: QueryClient, response: CartResponse): void {
  queryClient.setQueryData(cartQueryKey, response.cart);
  if (response.shippings_and_payments) {
    queryClient.setQueryData(shippingsAndPaymentsQueryKey, response.shippings_and_payments);
  }
}

/** Changes fields of the cached cart only (a choice shown before the server answers, or its reset). */
export function patchCachedCart(queryClient: QueryClient, patch: Partial<Cart>): void {
  queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? { ...cart, ...patch } : cart));
}

/** A fetch of the cart still on its way would overwrite the answer of a call made meanwhile. */
export function cancelCartFetch(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: cartQueryKey, exact: true });
}

/**
 * Cart calls run one after another (TanStack's mutation scope): a payment chosen while the shipping is
 * still being saved is sent once the server has the shipping, never racing it.
 */
export const CART_CALL_SCOPE = { id: 'cart' };
const cartCallKey = ['cart-call'] as const;

type ChoicePatch = (queryClient: QueryClient, input: never) => void;

/**
 * An answer replaces the cart, but choices made meanwhile and still waiting for their own call must stay
 * shown: their patches go on again over the answered cart.
 */
function reapplyWaitingChoices(queryClient: QueryClient, answered: unknown): void {
  const waiting = queryClient.getMutationCache().findAll({ mutationKey: cartCallKey, status: 'pending' });
  for (const mutation of waiting) {
    const patch = mutation.meta?.patch as ChoicePatch | undefined;
    if (patch && mutation.state.variables !== answered) patch(queryClient, mutation.state.variables as never);
  }
}

interface CartCallOptions<Input, Answer extends CartResponse> {
  /** Runs before the request: the choice shown at once. */
  onStart?: (queryClient: QueryClient, input: Input) => void;
  /** Runs when the call fails, before the caller hears of it. */
  onFailure?: (queryClient: QueryClient, input: Input) => void;
  /** The request's body; the input itself unless given. */
  body?: (input: Input, queryClient: QueryClient) => unknown;
  /** The answer's schema when it carries more than the cart. */
  schema?: ResponseSchemaSource<Answer>;
}

const cartResponseSchema = () => import('@/lib/api/contract/cart').then((m) => m.cartResponseSchema);

/**
 * `PUT /api/cart/<call>` answering `{ cart, shippings_and_payments?, … }`: the one way the shop changes the
 * cart. Calls wait for the cart calls before them, a fetch of the cart still on its way is cancelled (its
 * older cart would overwrite this answer), and the answer is written into the cache.
 */
export function useCartCall<Input, Answer extends CartResponse = CartResponse>(
  path: string,
  { onStart, onFailure, body, schema }: CartCallOptions<Input, Answer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartCallKey,
    scope: CART_CALL_SCOPE,
    meta: { patch: onStart },
    mutationFn: (input: Input) =>
      apiClient.put<Answer>(path, body ? body(input, queryClient) : input, {
        schema: schema ?? (cartResponseSchema as () => Promise<ResponseSchema<Answer>>),
      }),
    onMutate: async (input) => {
      await cancelCartFetch(queryClient);
      onStart?.(queryClient, input);
    },
    onError: (_error, input) => onFailure?.(queryClient, input),
    onSuccess: (response, input) => {
      applyCartResponse(queryClient, response);
      reapplyWaitingChoices(queryClient, input);
    },
  });
}
