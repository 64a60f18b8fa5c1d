/**
 * Czech number style (spec §1): a space groups thousands and a comma separates decimals. The space is a
 * no-break one (U+00A0), so "3 000,00 Kč" never wraps inside the amount. Written by hand because Intl's
 * separators (NBSP vs narrow NBSP) differ between ICU versions.
 */

/** The no-break space inside and after a formatted amount. */
export const NBSP = '\u00a0';

const MAX_DECIMALS = 20;

/** Shown instead of NaN or Infinity, so a broken value never reads as a real number such as 0. */
export const INVALID_NUMBER_PLACEHOLDER = '–';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Multiplies by 10^decimals via the exponent so that 1.005 becomes 100.5 and not 100.49999999999999. */
function scale(value: number, decimals: number): number {
  const text = String(value);
  return text.includes('e') ? value * 10 ** decimals : Number(`${text}e${decimals}`);
}

/**
 * Formats an integer count of 10^-decimals units, e.g. (123450, 2) → "1 234,50".
 * Rounds half away from zero so that -0,5 and 0,5 round symmetrically.
 */
export function formatScaledInteger(units: number, decimals: number): string {
  assertDecimals(decimals);
  if (!Number.isFinite(units)) return INVALID_NUMBER_PLACEHOLDER;
  const absolute = Math.round(Math.abs(units));
  const divisor = 10 ** decimals;
  const whole = groupThousands(String(Math.floor(absolute / divisor)));
  const fraction = decimals > 0 ? `,${String(absolute % divisor).padStart(decimals, '0')}` : '';
  const sign = units < 0 && absolute > 0 ? '-' : '';
  return `${sign}${whole}${fraction}`;
}

export function formatNumber(n: number, decimals = 0): string {
  return formatScaledInteger(Math.sign(n) * scale(Math.abs(n), decimals), decimals);
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}
