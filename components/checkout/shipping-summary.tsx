'use client';

import { useTranslations } from 'next-intl';
import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { selectedShipping } from './checkout-steps';
import { optionPrice } from './option-price';

/** The chosen shipping (and pickup point) in a done shipping box. */
export function ShippingSummary({ cart, options }: { cart: Cart; options: ShippingsAndPayments }) {
  const t = useTranslations('Checkout');
  const shipping = selectedShipping(cart, options);
  if (!shipping) return null;
  const branch = shipping.module.branches?.find(
    (candidate) => candidate.id === cart.selected_shipping_branch_id,
  );
  return (
    <div className="text-sm" data-testid="shipping-summary">
      <p>
        <span className="font-medium">{shipping.name}</span> –{' '}
        {optionPrice(cart.shipping_price_with_vat, cart, t('free'))}
      </p>
      {branch && (
        <p className="text-grey-700">
          {branch.name}, {branch.street}, {branch.zip} {branch.city}
        </p>
      )}
    </div>
  );
}
