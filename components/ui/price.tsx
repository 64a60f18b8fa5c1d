import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { CurrencyCode } from '@/lib/config/channels';

interface PriceProps {
  withVat: number;
  withoutVat: number;
  currency: CurrencyCode;
  /** Net prices lead for VAT payers on the SK shop or by the user's choice (domain.md). */
  primary?: 'gross' | 'net';
  from?: boolean;
}

/** The primary price large, the other one small beside it. */
export function Price({ withVat, withoutVat, currency, primary = 'gross', from = false }: PriceProps) {
  const t = useTranslations('Price');
  const gross = formatPrice(withVat, currency);
  const net = formatPrice(withoutVat, currency);
  const [main, other, otherLabel] =
    primary === 'gross' ? [gross, net, t('withoutVat')] : [net, gross, t('withVat')];
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-semibold text-dark-blue" data-testid="price-primary">
        {from ? t('from', { price: main }) : main}
      </span>
      <span className="text-sm text-grey-600">
        {other} {otherLabel}
      </span>
    </p>
  );
}
