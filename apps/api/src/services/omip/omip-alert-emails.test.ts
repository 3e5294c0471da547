import { describe, expect, it } from 'vitest';
import { omipAlertEmail } from './omip-alert-emails';

const email = (language: 'es' | 'ca' | 'en', type: '<' | '>' | '==') =>
  omipAlertEmail({
    language,
    publicUrl: 'http://portal.test',
    name: 'Laura',
    product: 'ES Base Cal-27',
    type,
    limit: 50,
    price: 49.8,
    day: '2026-11-16',
  });

describe('the OMIP alert e-mail (docs/decisions/022)', () => {
  it('contracts "de el" and "a el" before the limit, in Spanish and Catalan', () => {
    expect(email('es', '<').text).toContain(
      'El precio de liquidación de ES Base Cal-27 del 16/11/2026 es 49,80\u00a0€/MWh: ' +
        'por debajo del límite de 50,00\u00a0€/MWh de tu alerta.',
    );
    expect(email('es', '>').text).toContain(': por encima del límite de 50,00');
    expect(email('es', '==').text).toContain(': igual al límite de 50,00');
    expect(email('ca', '<').text).toContain(
      'El preu de liquidació de ES Base Cal-27 del 16/11/2026 és 49,80\u00a0€/MWh: ' +
        'per sota del límit de 50,00\u00a0€/MWh de la teva alerta.',
    );
    expect(email('ca', '>').text).toContain(': per sobre del límit de 50,00');
    expect(email('ca', '==').text).toContain(': igual al límit de 50,00');
    expect(email('en', '<').text).toContain(
      "The settlement price of ES Base Cal-27 on 16/11/2026 is 49.80\u00a0€/MWh: below your alert's limit",
    );
    for (const language of ['es', 'ca'] as const) {
      for (const type of ['<', '>', '=='] as const) {
        expect(email(language, type).text).not.toMatch(/\b(de|a) el\b/);
      }
    }
  });

  it('keeps the condition of the subject as it was', () => {
    expect(email('es', '<').subject).toBe(
      'Alerta OMIP: ES Base Cal-27 por debajo de 50,00\u00a0€/MWh',
    );
    expect(email('ca', '==').subject).toBe('Alerta OMIP: ES Base Cal-27 igual a 50,00\u00a0€/MWh');
  });
});
