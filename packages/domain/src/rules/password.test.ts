import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  checkPassword,
  isStrongPassword,
  passwordChecklist,
} from './password';

const failing = (password: string) =>
  checkPassword(password)
    .filter((rule) => !rule.ok)
    .map((rule) => rule.id);

describe('passwordChecklist', () => {
  it('lists the five rules in display order with their i18n keys', () => {
    expect(passwordChecklist.map(({ id, labelKey }) => [id, labelKey])).toEqual([
      ['length', 'password_rule_length'],
      ['lowercase', 'password_rule_lowercase'],
      ['uppercase', 'password_rule_uppercase'],
      ['digit', 'password_rule_digit'],
      ['symbol', 'password_rule_symbol'],
    ]);
  });
});

describe('checkPassword', () => {
  it('reports every rule as failed for an empty password', () => {
    expect(failing('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol']);
  });

  it('reports exactly the missing rules', () => {
    expect(failing('abcdef')).toEqual(['uppercase', 'digit', 'symbol']);
    expect(failing('ABCDEF1!')).toEqual(['lowercase']);
    expect(failing('Abcdef!')).toEqual(['digit']);
    expect(failing('Abcde1')).toEqual(['symbol']);
    expect(failing('Ab1!')).toEqual(['length']);
  });

  it('counts the minimum length at exactly PASSWORD_MIN_LENGTH', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(failing('Ab1!c')).toEqual(['length']);
    expect(failing('Ab1!cd')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(failing('A1😀😀😀')).toEqual(['length', 'lowercase']);
  });

  it('takes non-ASCII letters as letters and spaces as no symbol', () => {
    expect(failing('Ñandú1!')).toEqual([]);
    expect(failing('Abc de1')).toEqual(['symbol']);
  });
});

describe('isStrongPassword', () => {
  it.each(['Abcde1!', 'Passw0rd#', 'Ç0ntrasenya-', 'aB3$xy'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each(['Ab1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', ''])(
    'rejects %s',
    (password) => {
      expect(isStrongPassword(password)).toBe(false);
    },
  );
});
