import { useTranslations } from 'next-intl';
import type { BankTransfer } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';

/** The account, variable symbol and amount to send, with the QR code a banking app reads. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const t = useTranslations('BankTransfer');
  const amount = formatPrice(transfer.amount, transfer.currency_code);
  const rows: [string, string][] = [
    [t('accountNumber'), transfer.account_number],
    [t('iban'), transfer.iban],
    [t('bic'), transfer.bic],
    [t('variableSymbol'), transfer.variable_symbol],
    [t('amount'), amount],
    [t('message'), transfer.message],
  ];
  return (
    <section
      aria-labelledby="bank-transfer"
      className="rounded-lg border border-grey-200 bg-grey-50 p-4 sm:p-6"
    >
      <h2 id="bank-transfer" className="mb-4 text-lg font-semibold text-dark-blue">
        {t('title')}
      </h2>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:text-base">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-grey-600">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="mx-auto w-48 shrink-0 sm:mx-0">
          <div
            role="img"
            aria-label={t('qrAlt', { amount })}
            data-testid="payment-qr"
            data-qr-format={transfer.qr_format}
            className="bg-white [&>svg]:h-auto [&>svg]:w-full"
            // The SVG is drawn on the server by the QR library from our own payment data.
            dangerouslySetInnerHTML={{ __html: transfer.qr_svg }}
          />
          <figcaption className="mt-2 text-center text-xs text-grey-600">
            {t(`qr${transfer.qr_format}`)}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
