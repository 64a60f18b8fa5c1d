import type { BankTransfer } from '@/lib/api/contract/order';
import { bankAccounts } from '@/lib/config/bank-accounts';
import type { ChannelId } from '@/lib/config/channels';
import { payBySquarePayload } from './pay-by-square';
import { qrSvg } from './qr-code';
import { spaydPayload } from './spayd';

export interface BankTransferInput {
  channel: ChannelId;
  orderNumber: string;
  /** What the customer is to send now, in minor units of the channel's currency. */
  amount: number;
  /** The payment note, e.g. "Objednávka 2026000123". */
  message: string;
}

/** A variable symbol has at most 10 digits: the order number's digits (the last ten of them). */
export function variableSymbolOf(orderNumber: string): string {
  return orderNumber.replace(/\D/g, '').slice(-10);
}

/** The payment details of an order paid by bank transfer, with its QR code for the customer's bank. */
export async function bankTransferFor(input: BankTransferInput): Promise<BankTransfer> {
  const account = bankAccounts[input.channel];
  const variableSymbol = variableSymbolOf(input.orderNumber);
  const payment = { ...account, amount: input.amount, variableSymbol, message: input.message };
  const isCzk = account.currency === 'CZK';
  const payload = isCzk
    ? spaydPayload({ ...payment, currency: 'CZK', recipientName: account.beneficiary })
    : payBySquarePayload(payment);
  return {
    account_number: account.accountNumber,
    iban: account.iban,
    bic: account.bic,
    variable_symbol: variableSymbol,
    amount: input.amount,
    currency_code: account.currency,
    message: input.message,
    qr_format: isCzk ? 'SPAYD' : 'PAY_BY_SQUARE',
    qr_payload: payload,
    qr_svg: await qrSvg(payload),
  };
}
