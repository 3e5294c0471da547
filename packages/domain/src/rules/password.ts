/** Shortest password accepted (spec 1 points 5 and 9). */
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordRule {
  id: PasswordRuleId;
  /** i18n key of the checklist line. */
  labelKey: string;
  test: (password: string) => boolean;
}

export interface PasswordRuleResult {
  id: PasswordRuleId;
  labelKey: string;
  ok: boolean;
}

/**
 * What a new password needs, in the order the change-password checklist shows it live (spec 1
 * point 5): at least 6 characters, a lowercase and an uppercase letter, a digit and a symbol.
 * Letters beyond ASCII count as letters; a symbol is any other visible character.
 */
export const passwordChecklist: readonly PasswordRule[] = [
  {
    id: 'length',
    labelKey: 'password_rule_length',
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'lowercase',
    labelKey: 'password_rule_lowercase',
    test: (password) => /\p{Ll}/u.test(password),
  },
  {
    id: 'uppercase',
    labelKey: 'password_rule_uppercase',
    test: (password) => /\p{Lu}/u.test(password),
  },
  { id: 'digit', labelKey: 'password_rule_digit', test: (password) => /\d/.test(password) },
  {
    id: 'symbol',
    labelKey: 'password_rule_symbol',
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

/** Each checklist line with whether the password meets it (spec 1 point 5). */
export function checkPassword(password: string): PasswordRuleResult[] {
  return passwordChecklist.map(({ id, labelKey, test }) => ({ id, labelKey, ok: test(password) }));
}

/** A password that meets the whole checklist (spec 1 point 5). */
export function isStrongPassword(password: string): boolean {
  return passwordChecklist.every(({ test }) => test(password));
}
