import type { ComparisonLineType, ComparisonTaxType } from '@portal/domain/rules/price-compare';
import type { ServerLanguage } from '../../lib/language';

/**
 * What the comparators write in each language (decision 015): the names of the lines and taxes,
 * and the sentences of the result's header and content. Values arrive formatted and are escaped
 * where the HTML is made (price-compare.service.ts).
 */

export interface ComparisonTexts {
  /** Numbers and amounts are formatted for this locale. */
  locale: string;
  line: (type: ComparisonLineType, period: string | null) => string;
  /** `rate` formatted: a percentage, or €/kWh for the hydrocarbon tax. */
  tax: (type: ComparisonTaxType, rate: string) => string;
  headline: (product: string, total: string) => string;
  period: (start: string, end: string, days: number) => string;
  paid: (amount: string) => string;
  saving: (amount: string, percent: string) => string;
  noSaving: (amount: string) => string;
}

const withPeriod = (name: string, period: string | null) => (period ? `${name} ${period}` : name);

export const comparisonTexts: Record<ServerLanguage, ComparisonTexts> = {
  es: {
    locale: 'es-ES',
    line: (type, period) =>
      ({
        potencia: withPeriod('Término de potencia', period),
        energia: withPeriod('Término de energía', period),
        lloguer: 'Alquiler del contador',
        fijo: 'Término fijo',
        variable: 'Término variable',
      })[type],
    tax: (type, rate) =>
      ({
        iee: `Impuesto especial sobre la electricidad (${rate})`,
        ieh: `Impuesto especial sobre hidrocarburos (${rate})`,
        iva: `IVA (${rate})`,
      })[type],
    headline: (product, total) => `Con ${product} habrías pagado ${total}`,
    period: (start, end, days) => `Del ${start} al ${end} (${days} ${days === 1 ? 'día' : 'días'})`,
    paid: (amount) => `Tu factura: ${amount}.`,
    saving: (amount, percent) => `Ahorrarías ${amount} (${percent}).`,
    noSaving: (amount) =>
      `Con estos datos pagarías ${amount} más que ahora. Llámanos y buscaremos la mejor opción para ti.`,
  },
  ca: {
    locale: 'ca-ES',
    line: (type, period) =>
      ({
        potencia: withPeriod('Terme de potència', period),
        energia: withPeriod('Terme d’energia', period),
        lloguer: 'Lloguer del comptador',
        fijo: 'Terme fix',
        variable: 'Terme variable',
      })[type],
    tax: (type, rate) =>
      ({
        iee: `Impost especial sobre l’electricitat (${rate})`,
        ieh: `Impost especial sobre hidrocarburs (${rate})`,
        iva: `IVA (${rate})`,
      })[type],
    headline: (product, total) => `Amb ${product} hauries pagat ${total}`,
    period: (start, end, days) => `Del ${start} al ${end} (${days} ${days === 1 ? 'dia' : 'dies'})`,
    paid: (amount) => `La teva factura: ${amount}.`,
    saving: (amount, percent) => `Estalviaries ${amount} (${percent}).`,
    noSaving: (amount) =>
      `Amb aquestes dades pagaries ${amount} més que ara. Truca’ns i buscarem la millor opció per a tu.`,
  },
  en: {
    locale: 'en-GB',
    line: (type, period) =>
      ({
        potencia: withPeriod('Power term', period),
        energia: withPeriod('Energy term', period),
        lloguer: 'Meter rental',
        fijo: 'Fixed term',
        variable: 'Variable term',
      })[type],
    tax: (type, rate) =>
      ({
        iee: `Electricity special tax (${rate})`,
        ieh: `Hydrocarbon special tax (${rate})`,
        iva: `VAT (${rate})`,
      })[type],
    headline: (product, total) => `With ${product} you would have paid ${total}`,
    period: (start, end, days) =>
      `From ${start} to ${end} (${days} ${days === 1 ? 'day' : 'days'})`,
    paid: (amount) => `Your bill: ${amount}.`,
    saving: (amount, percent) => `You would save ${amount} (${percent}).`,
    noSaving: (amount) =>
      `With these figures you would pay ${amount} more than now. Call us and we will find the best option for you.`,
  },
};
