import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import {
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
  type FormErrorTexts,
} from './form-errors';

const t = i18n.getFixedT('es') as unknown as FormErrorTexts;

describe('fieldErrorText', () => {
  it('joins several codes with commas, keeping only the last full stop', () => {
    expect(fieldErrorText(t, 'vat_not_valid,too_long', { joinedBy: 'commas' })).toBe(
      'El DNI, NIE o CIF no es válido, El texto es demasiado largo.',
    );
  });

  it('reads several codes as sentences by default', () => {
    expect(fieldErrorText(t, 'file_too_large,invalid_attachment_type', { size: 2 })).toBe(
      'El archivo supera el tamaño máximo de 2 MB. Tipo de archivo no admitido. Adjunta un PDF o una imagen.',
    );
  });

  it('reads request codes from the errors namespace and unknown codes as invalid', () => {
    expect(fieldErrorText(t, 'wrong_password')).toBe('La contraseña no es correcta.');
    expect(fieldErrorText(t, 'made_up')).toBe('El valor no es válido.');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });

  it('fills the figures a text names', () => {
    expect(fieldErrorText(t, 'file_too_large', { size: 15 })).toBe(
      'El archivo supera el tamaño máximo de 15 MB.',
    );
  });
});

const badRequest = new ApiError(400, 'invalid_body', {
  fieldErrors: {
    email: ['validation_email_name_not_valid'],
    other: ['x'],
    nif: ['vat_not_valid', 'too_long'],
  },
});

describe('serverErrorFields', () => {
  it('lists the form fields a 400 names, in the form order', () => {
    expect(serverErrorFields(badRequest, ['nif', 'email'])).toEqual(['nif', 'email']);
    expect(serverErrorFields(new Error('x'), ['nif'])).toEqual([]);
  });
});

describe('setServerFieldErrors', () => {
  it("puts each named field's codes on it and focuses the first in the form's order", () => {
    const setError = vi.fn();
    expect(setServerFieldErrors(badRequest, ['name', 'nif', 'email'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['nif', { type: 'server', message: 'vat_not_valid,too_long' }, { shouldFocus: true }],
      [
        'email',
        { type: 'server', message: 'validation_email_name_not_valid' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('says so when no field of the form is named, or the failure is no API error', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors(badRequest, ['name'], setError)).toBe(false);
    expect(setServerFieldErrors(new ApiError(500, 'internal_error'), ['nif'], setError)).toBe(
      false,
    );
    expect(setServerFieldErrors(new Error('x'), ['nif'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('requestErrorText', () => {
  it('maps network, rate limit and server failures', () => {
    expect(requestErrorText(t, new ApiError(0, 'network_error'))).toMatch(
      /No se ha podido conectar/,
    );
    expect(requestErrorText(t, new ApiError(429, 'too_many_attempts', { retryAfter: 30 }))).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
    );
    expect(requestErrorText(t, new ApiError(429, 'too_many_attempts', { retryAfter: 300 }))).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 5 minutos.',
    );
    expect(requestErrorText(t, new ApiError(502, 'internal_error'))).toMatch(/error interno/);
    expect(requestErrorText(t, new ApiError(503, 'service_unavailable'))).toMatch(
      /no está disponible/,
    );
    expect(requestErrorText(t, new Error('x'))).toBe('No se ha podido completar la operación.');
  });

  it("gives other codes their own text, a 429 of the upload quota and a 4xx's code", () => {
    expect(
      requestErrorText(t, new ApiError(429, 'upload_quota_exceeded', { retryAfter: 3600 })),
    ).toMatch(/^Has alcanzado el límite de archivos que puedes enviar hoy/);
    expect(requestErrorText(t, new ApiError(409, 'contract_not_active'))).toBe(
      t('errors:contract_not_active'),
    );
    expect(requestErrorText(t, new ApiError(418, 'made_up'))).toBe(
      'No se ha podido completar la operación.',
    );
  });
});
