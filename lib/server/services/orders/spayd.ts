/**
 * SPAYD ("QR Platba", Czech Banking Association standard, v1.0): `SPD*1.0*KEY:value*…`.
 * Values are written in upper case without diacritics, so that the whole string fits the QR code's
 * compact alphanumeric-friendly character set and every Czech banking app reads it; `*` separates the
 * fields, so it (and `%`, the escape character itself) is percent-encoded inside a value.
 */
export interface SpaydPayment {
  iban: string;
  bic?: string;
  /** In minor units (haléře). */
  amount: number;
  currency: 'CZK' | 'EUR';
  variableSymbol: string;
  message: string;
  recipientName?: string;
}

const MESSAGE_MAX = 60;
const RECIPIENT_MAX = 35;

function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .slice(0, max)
    .replace(/%/g, '%25')
    .replace(/\*/g, '%2A');
}

function amountText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function spaydPayload(payment: SpaydPayment): string {
  const account = payment.bic ? `${payment.iban}+${payment.bic}` : payment.iban;
  const fields = [
    'SPD',
    '1.0',
    `ACC:${account}`,
    `AM:${amountText(payment.amount)}`,
    `CC:${payment.currency}`,
    `X-VS:${payment.variableSymbol}`,
    ...(payment.recipientName ? [`RN:${plain(payment.recipientName, RECIPIENT_MAX)}`] : []),
    `MSG:${plain(payment.message, MESSAGE_MAX)}`,
  ];
  return fields.join('*');
}
