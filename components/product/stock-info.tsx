'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { useSaleUnitText } from './use-sale-unit-text';

interface StockInfoProps {
  stock: number;
  backorder: boolean;
  quantity: number;
  /** Stock and quantity count units of this many pieces. */
  unitPieces: number;
}

/**
 * In stock, on order or unavailable. Ordering beyond the stock of a variant that allows backorder makes
 * an item with deposit (domain.md): every visitor pays one, a customer without `has_deposit` does not.
 */
export function StockInfo({ stock, backorder, quantity, unitPieces }: StockInfoProps) {
  const t = useTranslations('Product');
  const units = useSaleUnitText();
  const inStock = units.quantity(stock, unitPieces);
  const { data: user } = useSessionUser();
  const paysDeposit = user?.has_deposit ?? true;
  const onOrder = backorder && quantity > stock;
  if (stock <= 0 && !backorder) {
    return (
      <p className="font-medium text-red" data-testid="stock-info">
        {t('unavailable')}
      </p>
    );
  }
  return (
    <div className="text-sm" data-testid="stock-info">
      {stock > 0 ? (
        <p className="font-medium text-dark-green">{t('inStock', { quantity: inStock })}</p>
      ) : (
        <p className="font-medium text-dark-blue">{t('onOrder')}</p>
      )}
      {onOrder && stock > 0 && <p className="text-grey-700">{t('partlyInStock', { quantity: inStock })}</p>}
      <p className="text-grey-600">{onOrder ? t('onOrderDelivery') : t('inStockShipping')}</p>
      {onOrder && paysDeposit && <p className="text-grey-700">{t('depositNote')}</p>}
    </div>
  );
}
