import type { CountryCode } from '@/lib/config/channels';

/**
 * A Czech IČO: 8 digits, the last one a mod-11 check digit of the first seven weighted 8…2
 * (remainder 0 → 1, remainder 1 → 0, else 11 − remainder).
 */
export function isValidCzechCompanyId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}

/** Which rule a company ID breaks in its country, if any: 8 digits everywhere, the check digit in CZ. */
export function companyIdProblem(
  value: string,
  country: CountryCode,
): 'companyIdDigits' | 'companyIdChecksum' | null {
  if (!/^\d{8}$/.test(value)) return 'companyIdDigits';
  if (country === 'CZ' && !isValidCzechCompanyId(value)) return 'companyIdChecksum';
  return null;
}

/** DIČ `CZ` + 8–10 digits, IČ DPH `SK` + 10 digits: the prefix of the company's own country. */
export function vatIdProblem(value: string, country: CountryCode): 'vatIdCz' | 'vatIdSk' | null {
  if (country === 'CZ') return /^CZ\d{8,10}$/.test(value) ? null : 'vatIdCz';
  return /^SK\d{10}$/.test(value) ? null : 'vatIdSk';
}
