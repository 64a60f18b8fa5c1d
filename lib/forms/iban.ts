import { z } from 'zod';
import { ibanChecksumValid } from '@/lib/config/iban';

/** The shops pay refunds to Czech and Slovak accounts only; both countries' IBANs have 24 characters. */
const REFUND_IBAN = /^(CZ|SK)\d{22}$/;

/** An IBAN as people type or paste it (`sk31 1200 0000 …`): without spaces, in capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Why an account is refused for a refund (a rule key of the Validation messages), or null when it is fine. */
export function refundIbanProblem(value: string): 'required' | 'ibanFormat' | 'ibanChecksum' | null {
  const iban = normalizeIban(value);
  if (iban === '') return 'required';
  if (!REFUND_IBAN.test(iban)) return 'ibanFormat';
  return ibanChecksumValid(iban) ? null : 'ibanChecksum';
}

/** A Czech or Slovak IBAN with a valid check number (ISO 13616, mod 97), stored without spaces. */
export function refundIban() {
  return z
    .string('required')
    .max(64, 'ibanFormat')
    .transform(normalizeIban)
    .superRefine((iban, context) => {
      const problem = refundIbanProblem(iban);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** In groups of four, as a bank statement prints it: `SK31 1200 0000 1987 4263 7541`. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
