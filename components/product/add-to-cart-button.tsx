'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast/toast';
import { toastApiError } from './toast-api-error';
import { useAddToCart } from '@/lib/api/hooks/use-add-to-cart';
import { useSaleUnitText } from './use-sale-unit-text';

interface AddToCartButtonProps {
  variantId: number;
  quantity: number;
  unitPieces: number;
  /** The product's name with the variant's label: the toast says which one went in. */
  name: string;
  /** Tells the buy bar's button from the buy box's in tests. */
  testId?: string;
}

/** Adds the quantity; the server's reason for a refusal comes in the shopper's language (X-User-Locale). */
export function AddToCartButton({
  variantId,
  quantity,
  unitPieces,
  name,
  testId = 'add-to-cart',
}: AddToCartButtonProps) {
  const t = useTranslations('Product');
  const units = useSaleUnitText();
  const addToCart = useAddToCart();

  function add() {
    addToCart.mutate(
      { item_variant_id: variantId, quantity },
      {
        onSuccess: () =>
          toast.success(t('addedToCart', { name, quantity: units.quantity(quantity, unitPieces) })),
        onError: (error) => toastApiError(error, t('addToCartFailed')),
      },
    );
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={addToCart.isPending}
      className="h-11 rounded bg-dark-green px-6 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
      data-testid={testId}
    >
      {addToCart.isPending ? t('adding') : t('addToCart')}
    </button>
  );
}
