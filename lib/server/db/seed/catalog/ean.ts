/** Appends the EAN-13 check digit to 12 digits. */
export function withCheckDigit(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new Error(`EAN body must have 12 digits: ${body}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * The n-th demo EAN with the Czech prefix 859. Multiplying by a number coprime with 10^9 is a bijection
 * modulo 10^9, so the numbers are unique without looking sequential.
 */
export function demoEan(n: number): string {
  const item = (n * 387_420_489 + 123_456_789) % 1_000_000_000;
  return withCheckDigit('859' + String(item).padStart(9, '0'));
}
