import type { ChannelId, CurrencyCode } from './channels';
import { env } from './env';

export interface BankAccount {
  /** The domestic account number as the country writes it (CZ `prefix-number/bank`, SK `number/bank`). */
  accountNumber: string;
  iban: string;
  bic: string;
  beneficiary: string;
  currency: CurrencyCode;
}

/** The account a country shop's customers pay bank transfers to: CZK in Czechia, EUR in Slovakia. */
export const bankAccounts: Record<ChannelId, BankAccount> = {
  cz: {
    accountNumber: env.BANK_ACCOUNT_CZ,
    iban: env.BANK_IBAN_CZ,
    bic: env.BANK_BIC_CZ,
    beneficiary: env.BANK_BENEFICIARY,
    currency: 'CZK',
  },
  sk: {
    accountNumber: env.BANK_ACCOUNT_SK,
    iban: env.BANK_IBAN_SK,
    bic: env.BANK_BIC_SK,
    beneficiary: env.BANK_BENEFICIARY,
    currency: 'EUR',
  },
};
