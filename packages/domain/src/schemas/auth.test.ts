import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  loginBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
} from './auth';

/** The first issue on a path, as the form shows it. */
function firstIssue(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) {
  if (result.success || !result.error) throw new Error('expected the body to fail');
  return result.error.issues.find((issue) => issue.path.join('.') === path);
}

describe('loginBodySchema', () => {
  it('parses a valid body', () => {
    expect(loginBodySchema.parse({ user: ' 12345678Z ', password: 'secret' })).toEqual({
      user: '12345678Z',
      password: 'secret',
    });
  });

  it('rejects an unknown field with unrecognized_keys', () => {
    const result = loginBodySchema.safeParse({ user: 'a@b.es', password: 'x', admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['admin'] }),
    ]);
  });

  it('says required for a missing field', () => {
    const result = loginBodySchema.safeParse({ user: 'a@b.es' });
    expect(firstIssue(result, 'password')?.message).toBe('required');
  });

  it('says required for an empty or blank user', () => {
    expect(
      firstIssue(loginBodySchema.safeParse({ user: '   ', password: 'x' }), 'user')?.message,
    ).toBe('required');
  });

  it('says invalid_type for a value of the wrong type', () => {
    const result = loginBodySchema.safeParse({ user: 12345678, password: 'x' });
    expect(firstIssue(result, 'user')?.message).toBe('invalid_type');
    const nullResult = loginBodySchema.safeParse({ user: 'a@b.es', password: null });
    expect(firstIssue(nullResult, 'password')?.message).toBe('invalid_type');
  });

  it('says too_long past the limit', () => {
    const result = loginBodySchema.safeParse({ user: 'a'.repeat(255), password: 'x' });
    expect(firstIssue(result, 'user')?.message).toBe('too_long');
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(loginBodySchema.parse({ user: 'a@b.es', password: ' Abcde1! ' }).password).toBe(
      ' Abcde1! ',
    );
  });
});

describe('registerBodySchema', () => {
  it('parses a valid body with an e-mail or a tax id', () => {
    expect(
      registerBodySchema.safeParse({ user: 'demo@example.com', password: 'Abcde1!' }).success,
    ).toBe(true);
    expect(registerBodySchema.safeParse({ user: 'B12345674', password: 'Abcde1!' }).success).toBe(
      true,
    );
  });

  it('says invalid_user for neither an e-mail nor a tax id', () => {
    const result = registerBodySchema.safeParse({ user: '12345678A', password: 'Abcde1!' });
    expect(firstIssue(result, 'user')?.message).toBe('invalid_user');
  });

  it('says password_too_short first for a short password', () => {
    const result = registerBodySchema.safeParse({ user: 'demo@example.com', password: 'Ab1!' });
    expect(firstIssue(result, 'password')?.message).toBe('password_too_short');
  });

  it('says password_invalid for a long enough but weak password', () => {
    for (const password of ['abcdefgh', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']) {
      const result = registerBodySchema.safeParse({ user: 'demo@example.com', password });
      expect(firstIssue(result, 'password')?.message).toBe('password_invalid');
    }
  });

  it('says required for an empty password', () => {
    const result = registerBodySchema.safeParse({ user: 'demo@example.com', password: '' });
    expect(firstIssue(result, 'password')?.message).toBe('required');
  });
});

describe('passwordResetRequestBodySchema', () => {
  it('parses a valid body', () => {
    expect(
      passwordResetRequestBodySchema.safeParse({ nif: 'X1234567L', email: 'demo@example.com' })
        .success,
    ).toBe(true);
  });

  it('names the failing field', () => {
    const result = passwordResetRequestBodySchema.safeParse({ nif: 'X1234567A', email: 'demo@' });
    expect(firstIssue(result, 'nif')?.message).toBe('vat_not_valid');
    expect(firstIssue(result, 'email')?.message).toBe('validation_email_name_not_valid');
  });
});

describe('changePasswordBodySchema', () => {
  it('parses a valid body', () => {
    expect(
      changePasswordBodySchema.safeParse({ current: 'old-pass', password: 'Abcde1!' }).success,
    ).toBe(true);
  });

  it('says password_must_differ when the new one equals the current', () => {
    const result = changePasswordBodySchema.safeParse({ current: 'Abcde1!', password: 'Abcde1!' });
    expect(firstIssue(result, 'password')?.message).toBe('password_must_differ');
  });

  it('says required for a current password under six characters (spec 1 point 5)', () => {
    const result = changePasswordBodySchema.safeParse({ current: 'abc', password: 'Abcde1!' });
    expect(firstIssue(result, 'current')?.message).toBe('required');
  });
});

describe('changePasswordFormSchema', () => {
  it('says passwords_must_coincide on the repeat field', () => {
    const result = changePasswordFormSchema.safeParse({
      current: 'old-pass',
      password: 'Abcde1!',
      repeat: 'Abcde1?',
    });
    expect(firstIssue(result, 'repeat')?.message).toBe('passwords_must_coincide');
  });

  it('says passwords_must_coincide, not too short, for a short repetition', () => {
    const result = changePasswordFormSchema.safeParse({
      current: 'old-pass',
      password: 'Abcde1!',
      repeat: 'Abc',
    });
    expect(firstIssue(result, 'repeat')?.message).toBe('passwords_must_coincide');
  });

  it('parses a valid form', () => {
    expect(
      changePasswordFormSchema.safeParse({
        current: 'old-pass',
        password: 'Abcde1!',
        repeat: 'Abcde1!',
      }).success,
    ).toBe(true);
  });
});

describe('change-password form', () => {
  it('says required for an empty repeat, and that the passwords must coincide', () => {
    const empty = changePasswordFormSchema.safeParse({
      current: 'Demo-2026',
      password: 'Other-2026!',
      repeat: '',
    });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.find((issue) => issue.path[0] === 'repeat')?.message).toBe(
      'required',
    );
    const mismatch = changePasswordFormSchema.safeParse({
      current: 'Demo-2026',
      password: 'Other-2026!',
      repeat: 'Other-2026?',
    });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual([
      'passwords_must_coincide',
    ]);
  });
});
