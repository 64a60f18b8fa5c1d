'use client';

import { useTranslations } from 'next-intl';
import { limitsOf } from '@/lib/pricing';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { useSaleUnitText } from '@/components/product/use-sale-unit-text';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { formatPrice } from '@/lib/format/price';
import type { MatchedRow } from './quick-order-rows';

interface QuickOrderMatchedProps {
  rows: MatchedRow[];
  priceMode: 'gross' | 'net';
  currency: 'CZK' | 'EUR';
  onQuantity: (variantId: number, quantity: number) => void;
  onRemove: (variantId: number) => void;
}

/** The lines found: item, quantity (with the item's rules), unit price and line total in the shopper's mode. */
export function QuickOrderMatched({
  rows,
  priceMode,
  currency,
  onQuantity,
  onRemove,
}: QuickOrderMatchedProps) {
  const t = useTranslations('QuickOrder');
  const tProduct = useTranslations('Product');
  const units = useSaleUnitText();
  const net = priceMode === 'net';
  const money = (minor: number) => formatPrice(minor, currency);
  return (
    <section aria-labelledby="quick-order-matched">
      <h3 id="quick-order-matched" className="mb-2 font-semibold text-dark-green">
        {t('matchedTitle', { count: rows.length })}
      </h3>
      <ul className="divide-y divide-grey-200 border-y border-grey-200" data-testid="quick-order-matched">
        {rows.map((row) => {
          const unit = net ? row.unit_without_vat : row.unit_with_vat;
          const amount = (count: number) => units.quantity(count, row.unit_pieces);
          return (
            <li
              key={row.variant_id}
              className="flex flex-col gap-2 py-3 md:grid md:grid-cols-[1fr_auto_8rem_auto] md:items-start md:gap-4"
              data-testid="quick-order-line"
            >
              <div className="flex flex-col gap-0.5">
                <LocalizedUrlLink
                  href={row.product_url}
                  className="font-semibold text-dark-blue hover:underline"
                >
                  {row.name}
                </LocalizedUrlLink>
                <span className="text-sm text-grey-600">
                  {row.code}
                  {row.matched_by === 'ean' && row.ean ? ` · ${t('byEan', { ean: row.ean })}` : ''} ·{' '}
                  {row.lines.length > 1
                    ? t('lines', { lines: row.lines.join(', ') })
                    : t('line', { line: row.lines[0]! })}
                </span>
                <span className="text-sm text-grey-700">
                  {row.stock > 0
                    ? tProduct('inStock', { quantity: amount(row.stock) })
                    : row.backorder
                      ? tProduct('onOrder')
                      : tProduct('unavailable')}
                </span>
              </div>
              <div className="flex flex-col gap-1">
                <QuantityStepper
                  limits={limitsOf(row)}
                  value={row.chosen}
                  onChange={(quantity) => onQuantity(row.variant_id, quantity)}
                  label={t('quantityOf', { name: row.name })}
                />
                {row.hint && row.chosen === row.quantity && (
                  <p
                    className="flex flex-wrap items-center gap-2 text-sm text-red"
                    data-testid="quick-order-hint"
                  >
                    {t(`hints.${row.hint}`, {
                      min: amount(row.min_quantity),
                      step: amount(row.step_quantity),
                      stock: amount(row.stock),
                    })}
                    {row.suggested_quantity > 0 && (
                      <button
                        type="button"
                        onClick={() => onQuantity(row.variant_id, row.suggested_quantity)}
                        className="rounded border border-blue px-2 py-1 text-blue hover:bg-light-blue"
                      >
                        {t('useSuggested', { quantity: amount(row.suggested_quantity) })}
                      </button>
                    )}
                  </p>
                )}
              </div>
              <p className="text-sm md:text-right">
                <span className="text-grey-600 md:sr-only">{t('columnPrice')}: </span>
                {units.perUnit(money(unit), row.unit_pieces)}
                <br />
                <span className="text-grey-600 md:sr-only">{t('columnTotal')}: </span>
                <span className="font-semibold">{money(unit * row.chosen)}</span>
              </p>
              <button
                type="button"
                onClick={() => onRemove(row.variant_id)}
                aria-label={t('removeItem', { name: row.name })}
                className="self-start rounded px-2 py-1 text-sm text-red underline hover:bg-light-blue"
              >
                {t('remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
