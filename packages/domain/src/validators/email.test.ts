import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'demo@example.com',
    'maria.garcia+factures@energia-local.cat',
    "o'brien@example.co.uk",
    'x@mail.example.es',
    'muñoz@correo.es',
    'info@españa.es',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(56)}.com`, // 254
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'demo',
    'demo@',
    '@example.com',
    'demo@example', // no dot in the domain
    'demo@@example.com',
    'de@mo@example.com',
    'demo @example.com',
    'demo@exa mple.com',
    ' demo@example.com',
    'demo@example.com\n',
    '.demo@example.com',
    'demo.@example.com',
    'de..mo@example.com',
    'demo@example..com',
    'demo@.example.com',
    'demo@example.com.',
    'demo@-example.com',
    'demo@example-.com',
    'demo@example.c', // no one-letter top-level domain
    'demo@example.123',
    'de<mo>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`, // 255
    '',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
