import type { ServerLanguage } from '../../lib/language';

/**
 * How the discount management types of GET contract/bateria/types read in each language. A type
 * the retailer added beyond these keeps the description stored with it.
 */
export const batteryTypeTexts: Record<ServerLanguage, Record<string, string>> = {
  es: {
    aplicar: 'Aplicar el saldo de la batería en la próxima factura',
    acumular: 'Acumular el saldo en la batería para más adelante',
  },
  ca: {
    aplicar: 'Aplicar el saldo de la bateria a la propera factura',
    acumular: 'Acumular el saldo a la bateria per a més endavant',
  },
  en: {
    aplicar: 'Apply the battery balance to the next invoice',
    acumular: 'Keep the balance in the battery for later',
  },
};
