import { describe, expect, it } from 'vitest';
import type { ContactLeadKind } from '@portal/domain/schemas/contact-leads';
import { contactLeadReceipt } from './contact-lead-emails';

const receipt = (language: 'es' | 'ca' | 'en', kind: ContactLeadKind) =>
  contactLeadReceipt({
    language,
    kind,
    reference: 'AB12CD34',
    id: 'ab12cd34-0000-4000-8000-000000000000',
    name: 'Alba',
    fullName: 'Alba Roca',
    email: 'alba@example.com',
    phone: '+34612345678',
    contactHours: '15-19h',
    cups: null,
    invoiceName: null,
    signedIn: false,
    data: {},
    organizationPhone: '',
  });

describe('the contact lead receipt (docs/decisions/020)', () => {
  it('names the tool with the article of its gender, in Spanish and Catalan', () => {
    expect(receipt('es', 'power').text).toContain(
      'Hemos recibido tu solicitud desde la calculadora de potencia con la referencia AB12CD34. ' +
        'Te llamaremos de 15 a 19 h.',
    );
    expect(receipt('es', 'price_compare').text).toContain(
      'Hemos recibido tu solicitud desde el comparador de precios de electricidad con la referencia',
    );
    expect(receipt('es', 'gas_price_compare_invoice').text).toContain(
      'desde el comparador de gas (factura) con la referencia',
    );
    expect(receipt('ca', 'power').text).toContain(
      'Hem rebut la teva sol·licitud des de la calculadora de potència amb la referència AB12CD34. ' +
        'Et trucarem de 15 a 19 h.',
    );
    expect(receipt('ca', 'price_compare').text).toContain(
      "Hem rebut la teva sol·licitud des del comparador de preus d'electricitat amb la referència",
    );
    expect(receipt('en', 'power').text).toContain(
      'We have received your request from the power calculator with the reference AB12CD34. ' +
        'We will call you between 15:00 and 19:00.',
    );
  });
});
