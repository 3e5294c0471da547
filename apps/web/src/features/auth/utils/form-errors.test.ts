import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { fieldErrorText, requestErrorText, serverErrorFields, type AuthTexts } from './form-errors';

const t = i18n.getFixedT('es') as unknown as AuthTexts;

describe('fieldErrorText', () => {
  it('joins several codes with commas, keeping only the last full stop', () => {
    expect(fieldErrorText(t, 'vat_not_valid,too_long')).toBe(
      'El DNI, NIE o CIF no es válido, El texto es demasiado largo.',
    );
  });

  it('reads request codes from the errors namespace and unknown codes as invalid', () => {
    expect(fieldErrorText(t, 'wrong_password')).toBe('La contraseña no es correcta.');
    expect(fieldErrorText(t, 'made_up')).toBe('El valor no es válido.');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});

describe('serverErrorFields', () => {
  it('lists the form fields a 400 names, in the form order', () => {
    const error = new ApiError(400, 'invalid_body', {
      fieldErrors: {
        email: ['validation_email_name_not_valid'],
        other: ['x'],
        nif: ['vat_not_valid'],
      },
    });
    expect(serverErrorFields(error, ['nif', 'email'])).toEqual(['nif', 'email']);
    expect(serverErrorFields(new Error('x'), ['nif'])).toEqual([]);
  });
});

describe('requestErrorText', () => {
  it('maps network, rate limit and server failures', () => {
    expect(requestErrorText(new ApiError(0, 'network_error'), t)).toMatch(
      /No se ha podido conectar/,
    );
    expect(requestErrorText(new ApiError(429, 'too_many_attempts', { retryAfter: 30 }), t)).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
    );
    expect(requestErrorText(new ApiError(502, 'internal_error'), t)).toMatch(/error interno/);
    expect(requestErrorText(new Error('x'), t)).toBe('No se ha podido completar la operación.');
  });
});
