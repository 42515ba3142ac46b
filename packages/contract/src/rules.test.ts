import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from './locales/en.json' with { type: 'json' };
import {
  areaRule, branchNameRule, companyNameRule, confirmPasswordRule, contactNameRule, countryCodeRule, emailRule, FILE_MESSAGES,
  formDescriptionRule, internationalPhone, isValidPhone, latitudeRule, loginPasswordRule, longitudeRule, nationalPhoneNumber, newPasswordRule,
  phoneNoRule, placeNameRule, selectedId,
} from './rules.ts';
import { newAddressSchema } from './orders.ts';
import { profileEditSchema } from './profile.ts';

/** The message keys a rule yields for a value, in order; [] when the value passes. */
function keysOf(schema: z.ZodType, value: unknown): string[] {
  const res = schema.safeParse(value);
  const keys = res.success ? [] : res.error.issues.map((i) => i.message);
  // Whatever a rule says must be a key the three catalogues translate, never zod's English.
  for (const key of keys) expect(Object.keys(en.validation), `"${key}" is not a message key`).toContain(key);
  return keys;
}
/** The first key, as the portal shows it (§8: the first message of the first error key). */
const firstKey = (schema: z.ZodType, value: unknown) => keysOf(schema, value)[0];
const parsed = (schema: z.ZodType, value: unknown) => schema.parse(value);

const x = (n: number) => 'x'.repeat(n);

describe('email (§5: required, trimmed, standard pattern)', () => {
  it.each([undefined, null, '', '   '])('%j → emailRequired', (v) => expect(firstKey(emailRule, v)).toBe('emailRequired'));
  it.each(['foo', 'foo@', '@example.com', 'a@b', 'a b@example.com', 'a@example.c', 'a@-example.com', 'a@@example.com', 'a@example..com'])(
    '%j → invalidEmail',
    (v) => expect(keysOf(emailRule, v)).toEqual(['invalidEmail']),
  );
  it('rejects an address longer than 254 characters', () => expect(firstKey(emailRule, `${x(250)}@example.com`)).toBe('invalidEmail'));
  it.each(['a@b.jo', 'first.last+tag@sub.example.com', 'x_y-z%1@ex-ample.org'])('%j is valid', (v) => expect(keysOf(emailRule, v)).toEqual([]));
  it('trims and lower-cases the address', () => expect(parsed(emailRule, '  Foo.Bar@Example.COM ')).toBe('foo.bar@example.com'));
});

describe('login password (§5: required, one message; 6 to 128 so every password a new-password form took signs in)', () => {
  it.each([undefined, ''])('%j → passwordRequired', (v) => expect(firstKey(loginPasswordRule, v)).toBe('passwordRequired'));
  it.each([x(1), x(5), x(129), x(1000)])('length %# → passwordLength', (v) => expect(keysOf(loginPasswordRule, v)).toEqual(['passwordLength']));
  it.each([x(6), x(32), x(33), x(100), x(128), 'abc123', 'no classes needed'])('%j is valid', (v) => expect(keysOf(loginPasswordRule, v)).toEqual([]));
  it('takes every password the new-password rule takes, up to its longest', () => {
    const longest = `Aa1!${x(124)}`;
    expect(keysOf(newPasswordRule, longest)).toEqual([]);
    expect(keysOf(loginPasswordRule, longest)).toEqual([]);
  });
  it('is not trimmed (spaces count as characters)', () => expect(parsed(loginPasswordRule, ' abcde ')).toBe(' abcde '));
});

describe('new password (§5: at least 8 with 1 lower, 1 upper, 1 digit, 1 special)', () => {
  it.each([undefined, ''])('%j → passwordRequired', (v) => expect(firstKey(newPasswordRule, v)).toBe('passwordRequired'));
  it.each([
    ['abcdef1!', 'no uppercase'],
    ['ABCDEF1!', 'no lowercase'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abc1!', 'too short'],
    ['Abcde1!', 'seven characters'],
    ['Abcd efg1', 'a space is not a special character'],
  ])('%j (%s) → passwordPattern', (v) => expect(keysOf(newPasswordRule, v)).toEqual(['passwordPattern']));
  it('longer than 128 → passwordTooLong', () => expect(keysOf(newPasswordRule, `Aa1!${x(125)}`)).toEqual(['passwordTooLong']));
  it.each(['Abcdef1!', 'Demo@12345', 'P4ss_word', 'زAb1!xyzw'])('%j is valid', (v) => expect(keysOf(newPasswordRule, v)).toEqual([]));
});

describe('confirm password (§5: required)', () => {
  it.each([undefined, ''])('%j → confirmPasswordRequired', (v) => expect(keysOf(confirmPasswordRule, v)).toEqual(['confirmPasswordRequired']));
  it('accepts any non-empty value (equality is checked by the form schema)', () => expect(keysOf(confirmPasswordRule, 'x')).toEqual([]));
});

describe('company name (§5: required, no leading space, max 50)', () => {
  it.each([undefined, ''])('%j → companyNameRequired', (v) => expect(firstKey(companyNameRule, v)).toBe('companyNameRequired'));
  it.each([' Acme', '  Acme', '\tAcme'])('%j → companyNameSpace', (v) => expect(keysOf(companyNameRule, v)).toEqual(['companyNameSpace']));
  it('only spaces → companyNameSpace first, then companyNameRequired', () =>
    expect(keysOf(companyNameRule, '   ')).toEqual(['companyNameSpace', 'companyNameRequired']));
  it('51 characters → companyNameMax', () => expect(keysOf(companyNameRule, x(51))).toEqual(['companyNameMax']));
  it.each(['Acme', x(50), 'Acme ', 'شركة النابلسي للصيانة'])('%j is valid', (v) => expect(keysOf(companyNameRule, v)).toEqual([]));
});

describe('contact name (§5: required, max 50)', () => {
  it.each([undefined, '', '   '])('%j → contactNameRequired', (v) => expect(keysOf(contactNameRule, v)).toEqual(['contactNameRequired']));
  it('51 characters → contactNameMax', () => expect(keysOf(contactNameRule, x(51))).toEqual(['contactNameMax']));
  it('counts the trimmed value', () => expect(parsed(contactNameRule, `  ${x(50)}  `)).toBe(x(50)));
  it.each(['Lina Haddad', x(50), 'لينا حداد'])('%j is valid', (v) => expect(keysOf(contactNameRule, v)).toEqual([]));
});

describe('branch name (§5: required, max 50)', () => {
  it.each([undefined, '', '  '])('%j → branchNameRequired', (v) => expect(keysOf(branchNameRule, v)).toEqual(['branchNameRequired']));
  it('51 characters → branchNameMax', () => expect(keysOf(branchNameRule, x(51))).toEqual(['branchNameMax']));
  it.each(['Main campus', x(50)])('%j is valid', (v) => expect(keysOf(branchNameRule, v)).toEqual([]));
});

describe('area (§5: required, max 20)', () => {
  it.each([undefined, '', ' '])('%j → areaRequired', (v) => expect(keysOf(areaRule, v)).toEqual(['areaRequired']));
  it('21 characters → areaMax', () => expect(keysOf(areaRule, x(21))).toEqual(['areaMax']));
  it.each(['Abdoun', x(20), 'عبدون'])('%j is valid', (v) => expect(keysOf(areaRule, v)).toEqual([]));
});

describe('country and city (§5: required selections, address max 50)', () => {
  it.each([undefined, '', ' '])('%j → selectRequired', (v) => expect(keysOf(placeNameRule, v)).toEqual(['selectRequired']));
  it('51 characters → addressMax', () => expect(keysOf(placeNameRule, x(51))).toEqual(['addressMax']));
  it.each(['Jordan', 'الأردن', x(50)])('%j is valid', (v) => expect(keysOf(placeNameRule, v)).toEqual([]));
});

describe('description on forms (§5: required, no leading space, max 150)', () => {
  it.each([undefined, ''])('%j → descriptionRequired', (v) => expect(keysOf(formDescriptionRule, v)).toEqual(['descriptionRequired']));
  it(' leading space → descriptionSpace', () => expect(keysOf(formDescriptionRule, ' School')).toEqual(['descriptionSpace']));
  it('151 characters → descriptionMax', () => expect(keysOf(formDescriptionRule, x(151))).toEqual(['descriptionMax']));
  it.each(['Private school', x(150)])('%j is valid', (v) => expect(keysOf(formDescriptionRule, v)).toEqual([]));
});

describe('phone (§5: required, valid international number, +962 by default)', () => {
  it.each([undefined, '', '  '])('phoneNo %j → phoneRequired first', (v) => expect(firstKey(phoneNoRule, v)).toBe('phoneRequired'));
  it.each(['12345', '79-123', '+962791234567', 'abcdefgh', x(15).replace(/x/g, '1')])('phoneNo %j → phoneInvalid', (v) =>
    expect(keysOf(phoneNoRule, v)).toEqual(['phoneInvalid']),
  );
  it.each(['791234567', '0791234567'])('phoneNo %j passes the shape check', (v) => expect(keysOf(phoneNoRule, v)).toEqual([]));

  it.each([undefined, ''])('countryCode %j is refused', (v) => expect(keysOf(countryCodeRule, v).length).toBeGreaterThan(0));
  it.each(['962', '+', '+12345', '+96a'])('countryCode %j → phoneInvalid', (v) => expect(keysOf(countryCodeRule, v)).toEqual(['phoneInvalid']));
  it.each(['+962', '+1', '+33'])('countryCode %j is valid', (v) => expect(keysOf(countryCodeRule, v)).toEqual([]));

  it.each([
    ['+962', '791234567', true], // Jordanian mobile (Zain)
    ['+962', '771234567', true], // Orange
    ['+962', '781234567', true], // Umniah
    ['+962', '0791234567', true], // 10 digits as typed locally, trunk 0 dropped
    ['+962', '64612345', true], // Amman landline
    ['+962', '12345', false],
    ['+962', '691234567', false],
    ['+962', '7912345678', false],
    ['+962', '', false],
    ['+33', '612345678', true],
    ['+33', '12345', false],
    ['+1', '2025550123', true],
  ] as const)('isValidPhone(%s, %s) is %s', (cc, no, valid) => expect(isValidPhone(cc, no)).toBe(valid));
  it('never throws on garbage', () => expect(isValidPhone('+', 'zz')).toBe(false));
});

describe('latitude and longitude (§5: location required)', () => {
  it.each([undefined, null, '', '  ', 'abc', 90.0001, -91, '100'])('latitude %j → locationRequired', (v) => expect(keysOf(latitudeRule, v)).toEqual(['locationRequired']));
  it.each([undefined, 'abc', 180.5, -181])('longitude %j → locationRequired', (v) => expect(keysOf(longitudeRule, v)).toEqual(['locationRequired']));
  it('reads the text of a multipart field as a number', () => {
    expect(parsed(latitudeRule, '31.9454')).toBe(31.9454);
    expect(parsed(longitudeRule, '35.9284')).toBe(35.9284);
  });
  it.each([90, -90, 31.95])('latitude %j is valid', (v) => expect(keysOf(latitudeRule, v)).toEqual([]));
  it.each([180, -180, 35.93])('longitude %j is valid', (v) => expect(keysOf(longitudeRule, v)).toEqual([]));
});

describe('selected ids (§5: required selections)', () => {
  it.each([undefined, '', '0', 0, -1, '1.5', 'abc'])('%j → the given key', (v) => expect(keysOf(selectedId('customerTypeRequired'), v)).toEqual(['customerTypeRequired']));
  it('defaults to selectRequired', () => expect(keysOf(selectedId(), '')).toEqual(['selectRequired']));
  it('reads a multipart id', () => expect(parsed(selectedId(), '2')).toBe(2));
});

describe('attachment messages (§5, §8)', () => {
  it('are message keys', () => expect(Object.values(FILE_MESSAGES)).toEqual(['fileNumber', 'fileSize', 'fileType']));
});

describe('phone numbers in international form (issue 13, point 17)', () => {
  it('drops the trunk zero of a number typed the Jordanian way', () => {
    expect(nationalPhoneNumber('+962', '0795551234')).toBe('795551234');
    expect(nationalPhoneNumber('+962', '795551234')).toBe('795551234');
    expect(nationalPhoneNumber('+962', '079 555 1234')).toBe('795551234');
    expect(nationalPhoneNumber('+33', '0612345678')).toBe('612345678');
    expect(internationalPhone('+962', '0795551234')).toBe('+962 795551234');
  });

  it('keeps a leading zero that belongs to the number (Italy)', () => {
    expect(nationalPhoneNumber('+39', '0612345678')).toBe('0612345678');
  });

  it('stores the national significant number from every schema that reads a phone', () => {
    const edit = profileEditSchema.parse({
      name: 'Rana', companyName: 'Khoury', countryCode: '+962', phoneNo: '0795551234', latitude: 31.9, longitude: 35.9,
      area: 'Khalda', branchName: 'Head office', industry: [1],
      branches: [{ name: 'B', email: 'b@x.jo', branchName: 'North', countryCode: '+962', phoneNo: '0791234567', area: 'Tla', city: 'Amman', country: 'Jordan', latitude: 31.9, longitude: 35.9 }],
    });
    expect(edit.phoneNo).toBe('795551234');
    expect(edit.branches?.[0]).toMatchObject({ phoneNo: '791234567' });
    const address = newAddressSchema.parse({
      branchName: 'Site', latitude: 31.9, longitude: 35.9, country: 'Jordan', city: 'Amman', area: 'Khalda',
      name: 'Omar', email: 'o@x.jo', countryCode: '+962', phoneNo: '0795551234', isSave: false,
    });
    expect(address.phoneNo).toBe('795551234');
  });
});
