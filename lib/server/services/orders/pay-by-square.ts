import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';

/** PAY by square (Slovak Banking Association): a payment order, encoded by the `bysquare` library. */
export interface PayBySquarePayment {
  iban: string;
  bic: string;
  /** In minor units (cents). */
  amount: number;
  variableSymbol: string;
  message: string;
  beneficiary: string;
}

/** The library's tab-separated fields, CRC32, LZMA and base32hex; it also drops diacritics. */
export function payBySquarePayload(payment: PayBySquarePayment): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: payment.amount / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: payment.variableSymbol,
        paymentNote: payment.message,
        beneficiary: { name: payment.beneficiary },
        bankAccounts: [{ iban: payment.iban, bic: payment.bic }],
      },
    ],
  });
}
