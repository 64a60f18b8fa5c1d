'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/errors';
import { useAddToCart } from '@/lib/api/hooks/use-add-to-cart';

const ERROR_TOAST_MS = 10_000;

interface AddToCartButtonProps {
  variantId: number;
  quantity: number;
  name: string;
}

/** Adds the quantity; the server's reason for a refusal comes in the shopper's language (X-User-Locale). */
export function AddToCartButton({ variantId, quantity, name }: AddToCartButtonProps) {
  const t = useTranslations('Product');
  const addToCart = useAddToCart();

  function add() {
    addToCart.mutate(
      { item_variant_id: variantId, quantity },
      {
        onSuccess: () => toast.success(t('addedToCart', { name, quantity })),
        onError: (error) => {
          if (isApiError(error) && error.toastShown) return;
          const message = isApiError(error) && error.hasServerMessage ? error.message : t('addToCartFailed');
          toast.error(message, { duration: ERROR_TOAST_MS });
        },
      },
    );
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={addToCart.isPending}
      className="h-11 rounded bg-dark-green px-6 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled"
      data-testid="add-to-cart"
    >
      {addToCart.isPending ? t('adding') : t('addToCart')}
    </button>
  );
}
