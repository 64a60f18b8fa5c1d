import type { VatSummaryLine } from '@/lib/api/contract/cart';
import { formatPrice } from '@/lib/format/price';

export interface VatSummaryLabels {
  caption: string;
  rate: string;
  base: string;
  vat: string;
  total: string;
}

interface VatSummaryTableProps {
  lines: readonly VatSummaryLine[];
  currency: 'CZK' | 'EUR';
  labels: VatSummaryLabels;
  /** The order page's summary box: small type, the caption for screen readers only. */
  compact?: boolean;
}

/** The VAT summary per rate (base, VAT, total) of a cart or an order. */
export function VatSummaryTable({ lines, currency, labels, compact = false }: VatSummaryTableProps) {
  const money = (minor: number) => formatPrice(minor, currency);
  const cell = compact ? '' : 'py-1';
  return (
    <table className={compact ? 'w-full text-left text-xs text-grey-700' : 'w-full text-sm'}>
      <caption className={compact ? 'sr-only' : 'mb-1 text-left font-semibold text-dark-blue'}>
        {labels.caption}
      </caption>
      <thead>
        <tr className={compact ? undefined : 'border-b border-grey-200 text-grey-600'}>
          {[labels.rate, labels.base, labels.vat, labels.total].map((label, index) => (
            <th
              key={label}
              scope="col"
              className={`${cell} ${compact ? '' : 'font-normal'} ${index === 0 ? 'text-left' : 'text-right'}`}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.rate}
            className={compact ? undefined : 'border-b border-grey-100'}
            data-testid="vat-line"
          >
            <th scope="row" className={`${cell} text-left font-normal`}>
              {String(line.rate).replace('.', ',')} %
            </th>
            <td className={`${cell} text-right`}>{money(line.base)}</td>
            <td className={`${cell} text-right`}>{money(line.vat)}</td>
            <td className={`${cell} text-right`}>{money(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
