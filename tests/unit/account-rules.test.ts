import { describe, expect, it } from 'vitest';
import { companyRegistrationRequestSchema } from '@/lib/api/contract/company-registration';
import { companyIdProblem, isValidCzechCompanyId, vatIdProblem } from '@/lib/forms/company-ids';
import { newPassword, passwordRuleChecks } from '@/lib/forms/password-rules';

describe('the Czech company ID check digit', () => {
  it('accepts real IČO numbers and the remainders 0 and 1', () => {
    // 27082440: remainder 1 → 0; 00000019: remainder 0 → 1; 25596641, 45274649: ordinary digits.
    for (const id of ['27082440', '00000019', '25596641', '45274649'])
      expect(isValidCzechCompanyId(id)).toBe(true);
  });

  it('refuses a wrong check digit and anything but 8 digits', () => {
    for (const id of ['27082441', '25596642', '2708244', '270824400', '2708244a', '']) {
      expect(isValidCzechCompanyId(id)).toBe(false);
    }
  });

  it('checks the digit for Czech companies only; Slovak IDs need 8 digits', () => {
    expect(companyIdProblem('27082441', 'CZ')).toBe('companyIdChecksum');
    expect(companyIdProblem('27082441', 'SK')).toBeNull();
    expect(companyIdProblem('123456', 'SK')).toBe('companyIdDigits');
  });

  it('wants the VAT ID prefix of the company’s country', () => {
    expect(vatIdProblem('CZ12345678', 'CZ')).toBeNull();
    expect(vatIdProblem('CZ1234567890', 'CZ')).toBeNull();
    expect(vatIdProblem('CZ1234567', 'CZ')).toBe('vatIdCz');
    expect(vatIdProblem('SK2020123456', 'CZ')).toBe('vatIdCz');
    expect(vatIdProblem('SK2020123456', 'SK')).toBeNull();
    expect(vatIdProblem('SK202012345', 'SK')).toBe('vatIdSk');
    expect(vatIdProblem('2020123456', 'SK')).toBe('vatIdSk');
  });

  it('upper-cases the VAT ID the form sends', () => {
    const parsed = companyRegistrationRequestSchema.safeParse({
      company_name: 'Firma',
      company_id: '27082440',
      vat_id: ' cz27082440 ',
      street: 'Ulice 1',
      city: 'Praha',
      zip: '11000',
      country: 'CZ',
      firstname: 'Jan',
      lastname: 'Novák',
      email: 'jan@example.com',
      phone: '+420 601 123 456',
      business_type: 'cafe',
    });
    expect(parsed.success && parsed.data.vat_id).toBe('CZ27082440');
  });
});

describe('password strength rules', () => {
  it('ticks off each rule as the password is typed', () => {
    expect(passwordRuleChecks('')).toEqual({ length: false, notCommon: false });
    expect(passwordRuleChecks('Kava-7')).toEqual({ length: false, notCommon: true });
    expect(passwordRuleChecks('Password1')).toEqual({ length: true, notCommon: false });
    expect(passwordRuleChecks('Kavova-lzicka-7')).toEqual({ length: true, notCommon: true });
  });

  it('answers only the first failing rule', () => {
    const issue = (password: string) =>
      newPassword()
        .safeParse(password)
        .error?.issues.map((i) => i.message);
    expect(issue('')).toEqual(['required']);
    expect(issue('abc')).toEqual(['passwordTooShort|8']);
    expect(issue('  HESLO123  ')).toEqual(['passwordCommon']);
    expect(issue('x'.repeat(101))).toEqual(['maxLength|100']);
    expect(issue('Kavova-lzicka-7')).toBeUndefined();
  });
});
