import { describe, expect, it } from 'vitest';
import { normalizeIban, refundIban, refundIbanProblem } from '@/lib/forms/iban';

describe('the refund account (IBAN) of the return form', () => {
  it.each([
    ['SK2911000000002628471935'],
    ['CZ6508000000192000145399'],
    ['sk31 1200 0000 1987 4263 7541'],
    [' CZ65 0800 0000 1920 0014 5399 '],
  ])('takes the Slovak or Czech account %s', (iban) => {
    expect(refundIbanProblem(iban)).toBeNull();
    expect(refundIban().parse(iban)).toBe(normalizeIban(iban));
  });

  it('stores it without spaces, in capitals', () => {
    expect(refundIban().parse('sk31 1200 0000 1987 4263 7541')).toBe('SK3112000000198742637541');
  });

  it.each([
    ['SK3112000000198742637542', 'ibanChecksum'],
    ['CZ6608000000192000145399', 'ibanChecksum'],
    ['CZ6508000000192000145390', 'ibanChecksum'],
    ['DE89370400440532013000', 'ibanFormat'],
    ['AT611904300234573201', 'ibanFormat'],
    ['SK31120000001987426375', 'ibanFormat'],
    ['SK31 1200 0000 1987 4263 754X', 'ibanFormat'],
    ['2628471935/1100', 'ibanFormat'],
    ['', 'required'],
    ['   ', 'required'],
  ])('refuses %s (%s)', (iban, problem) => {
    expect(refundIbanProblem(iban)).toBe(problem);
    const parsed = refundIban().safeParse(iban);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(problem);
  });
});
