import type { SupplyUse } from '@portal/domain/schemas/contracting';
import type { products } from './schema/contracts';

/**
 * The demo retailer's products (decision 016): what its contracts are on and what it offers today per
 * access tariff, with their prices. The prices of the products its customers hold are the ones their
 * demo invoices were billed at. Gas products have one fixed term (€/day) and one energy price (€/kWh).
 */
export type DemoProduct = Omit<typeof products.$inferInsert, 'powerPrices' | 'energyPrices'> & {
  name: string;
  accessTariff: string;
  powerPrices: number[];
  energyPrices: number[];
};

const household20 = { powerPrices: [0.0887, 0.0101], energyPrices: [0.2105, 0.1402, 0.1021] };
const business30 = {
  powerPrices: [0.0556, 0.0295, 0.0122, 0.0106, 0.0073, 0.0044],
  energyPrices: [0.185, 0.16, 0.14, 0.13, 0.12, 0.11],
};

export const demoProducts: DemoProduct[] = [
  {
    name: '2.0TD Estable',
    commercialName: 'Tarifa Estable Hogar',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'Three energy prices by time of day, the same all year.',
    ...household20,
  },
  {
    name: '2.0TD Indexada',
    commercialName: 'Tarifa Indexada Hogar',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'Energy at the average of the market, plus a fixed margin.',
    ...household20,
  },
  {
    name: '2.0TD Plana',
    commercialName: 'Tarifa Plana 24h',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'One energy price at every hour of every day.',
    powerPrices: [0.0887, 0.0101],
    energyPrices: [0.149, 0.149, 0.149],
  },
  {
    name: '2.0TD Noches',
    commercialName: 'Tarifa Noches y Findes',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'Cheaper at night and at weekends, dearer at the peak.',
    powerPrices: [0.0887, 0.0101],
    energyPrices: [0.259, 0.152, 0.085],
  },
  {
    name: '2.0TD Empresa',
    commercialName: 'Empresa Base',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'For shops and offices up to 15 kW.',
    ...household20,
  },
  {
    name: '2.0A Estable',
    commercialName: null,
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: false,
    description: null,
    ...household20,
  },
  {
    name: '3.0TD Empresa Fija',
    commercialName: 'Empresa Plus',
    energy: 'electricity',
    accessTariff: '3.0TD',
    offered: true,
    description: 'Six fixed energy prices for supplies above 15 kW.',
    ...business30,
  },
  {
    name: '3.0TD Empresa Horario',
    commercialName: 'Empresa Horario',
    energy: 'electricity',
    accessTariff: '3.0TD',
    offered: true,
    description: 'For workshops that can move their load to the valley hours.',
    powerPrices: business30.powerPrices,
    energyPrices: [0.205, 0.178, 0.152, 0.136, 0.118, 0.092],
  },
  {
    name: '3.0TD Hogar',
    commercialName: 'Hogar Plus',
    energy: 'electricity',
    accessTariff: '3.0TD',
    offered: true,
    description: 'For homes above 15 kW: heat pumps, car chargers, large houses.',
    powerPrices: business30.powerPrices,
    energyPrices: [0.189, 0.164, 0.143, 0.133, 0.123, 0.113],
  },
  {
    name: '2.0TD Bienvenida',
    commercialName: 'Tarifa Bienvenida',
    energy: 'electricity',
    accessTariff: '2.0TD',
    offered: true,
    description: 'The stable household tariff with 10% off energy in the first year.',
    powerPrices: household20.powerPrices,
    energyPrices: [0.1895, 0.1262, 0.0919],
  },
  // Gas (2026 prices before taxes): fixed term €/day, energy €/kWh.
  {
    name: 'Gas RL.1 Estable',
    commercialName: 'Gas Hogar',
    energy: 'gas',
    accessTariff: 'RL.1',
    offered: true,
    description: 'Gas for cooking and hot water, up to 5,000 kWh a year.',
    powerPrices: [0.1156],
    energyPrices: [0.0751],
  },
  {
    name: 'Gas RL.2 Estable',
    commercialName: 'Gas Hogar Calefacción',
    energy: 'gas',
    accessTariff: 'RL.2',
    offered: true,
    description: 'Gas for homes with gas heating, up to 15,000 kWh a year.',
    powerPrices: [0.2384],
    energyPrices: [0.0724],
  },
  {
    name: 'Gas RL.1 Negocio',
    commercialName: 'Gas Negocio',
    energy: 'gas',
    accessTariff: 'RL.1',
    offered: true,
    description: 'Gas for small shops and bars, up to 5,000 kWh a year.',
    powerPrices: [0.1156],
    energyPrices: [0.0779],
  },
  {
    name: 'Gas RL.2 Negocio',
    commercialName: 'Gas Negocio',
    energy: 'gas',
    accessTariff: 'RL.2',
    offered: true,
    description: 'Gas for shops and offices, up to 15,000 kWh a year.',
    powerPrices: [0.2384],
    energyPrices: [0.0749],
  },
  {
    name: 'Gas RL.3 Empresa',
    commercialName: 'Gas Empresa',
    energy: 'gas',
    accessTariff: 'RL.3',
    offered: true,
    description: 'Gas for shops, workshops and large homes, up to 50,000 kWh a year.',
    powerPrices: [0.4623],
    energyPrices: [0.0751],
  },
];

/** The retailer's public website, where each product has its page. */
export const DEMO_SITE = 'https://energia-demo.example';

/** The promotional codes of the welcome coupon, one per language (seed.ts's coupons). */
export const WELCOME_CODES = ['BIENVENIDA26', 'BENVINGUDA26', 'WELCOME26'];

type Texts = Record<'es' | 'ca' | 'en', string>;

export type DemoProductOffer = {
  product: string;
  link: string;
  /** The commercial name per language (decision 030). */
  names: Texts;
  descriptions: Texts;
  /** Homes, businesses, or both when absent (decision 030). */
  use?: SupplyUse;
  promoCodes?: string[];
  validFrom?: string;
  validTo?: string;
  selfconsOnly?: boolean;
};

/**
 * What the demo retailer publishes of the products it sells in the contracting wizard (decisions
 * 018 and 030): every offered product but the one reserved to the welcome coupon is for everyone of
 * its use; each tariff has a product for homes and one for businesses (RL.3's is for both).
 */
export const demoProductOffers: DemoProductOffer[] = [
  {
    product: '2.0TD Estable',
    use: 'household',
    names: { es: 'Tarifa Estable Hogar', ca: 'Tarifa Estable Llar', en: 'Stable Home Tariff' },
    link: `${DEMO_SITE}/tarifas/estable-hogar`,
    descriptions: {
      es: 'Tres precios de la energía según la hora, los mismos todo el año.',
      ca: 'Tres preus de l’energia segons l’hora, els mateixos tot l’any.',
      en: 'Three energy prices by time of day, the same all year.',
    },
  },
  {
    product: '2.0TD Indexada',
    use: 'household',
    names: { es: 'Tarifa Indexada Hogar', ca: 'Tarifa Indexada Llar', en: 'Indexed Home Tariff' },
    link: `${DEMO_SITE}/tarifas/indexada-hogar`,
    descriptions: {
      es: 'La energía al precio medio del mercado mayorista, más un margen fijo.',
      ca: 'L’energia al preu mitjà del mercat majorista, més un marge fix.',
      en: 'Energy at the average wholesale market price, plus a fixed margin.',
    },
  },
  {
    product: '2.0TD Plana',
    use: 'household',
    names: { es: 'Tarifa Plana 24h', ca: 'Tarifa Plana 24h', en: 'Flat 24h Tariff' },
    link: `${DEMO_SITE}/tarifas/plana-24h`,
    descriptions: {
      es: 'Un único precio de la energía a todas horas, todos los días.',
      ca: 'Un únic preu de l’energia a totes hores, tots els dies.',
      en: 'One energy price at every hour of every day.',
    },
  },
  {
    product: '2.0TD Noches',
    use: 'household',
    names: {
      es: 'Tarifa Noches y Findes',
      ca: 'Tarifa Nits i Caps de Setmana',
      en: 'Nights and Weekends Tariff',
    },
    link: `${DEMO_SITE}/tarifas/noches-y-findes`,
    descriptions: {
      es: 'Más barata de noche y los fines de semana, más cara en las horas punta.',
      ca: 'Més barata de nit i els caps de setmana, més cara a les hores punta.',
      en: 'Cheaper at night and at weekends, dearer at peak hours.',
    },
  },
  {
    product: '2.0TD Empresa',
    use: 'business',
    names: { es: 'Empresa Base', ca: 'Empresa Base', en: 'Business Basic' },
    link: `${DEMO_SITE}/empresas/base`,
    descriptions: {
      es: 'Para comercios y oficinas de hasta 15 kW.',
      ca: 'Per a comerços i oficines de fins a 15 kW.',
      en: 'For shops and offices up to 15 kW.',
    },
  },
  {
    product: '3.0TD Empresa Fija',
    use: 'business',
    names: { es: 'Empresa Plus', ca: 'Empresa Plus', en: 'Business Plus' },
    link: `${DEMO_SITE}/empresas/plus`,
    descriptions: {
      es: 'Seis precios fijos de la energía para suministros de más de 15 kW.',
      ca: 'Sis preus fixos de l’energia per a subministraments de més de 15 kW.',
      en: 'Six fixed energy prices for supplies above 15 kW.',
    },
  },
  {
    product: '3.0TD Empresa Horario',
    use: 'business',
    names: { es: 'Empresa Horario', ca: 'Empresa Horari', en: 'Business Time-of-Use' },
    link: `${DEMO_SITE}/empresas/horario`,
    descriptions: {
      es: 'Para talleres que pueden llevar su consumo a las horas valle.',
      ca: 'Per a tallers que poden portar el consum a les hores vall.',
      en: 'For workshops that can move their load to the valley hours.',
    },
  },
  {
    product: '3.0TD Hogar',
    use: 'household',
    names: { es: 'Hogar Plus', ca: 'Llar Plus', en: 'Home Plus' },
    link: `${DEMO_SITE}/tarifas/hogar-plus`,
    descriptions: {
      es: 'Para hogares de más de 15 kW: bomba de calor, cargador del coche, casas grandes.',
      ca: 'Per a llars de més de 15 kW: bomba de calor, carregador del cotxe, cases grans.',
      en: 'For homes above 15 kW: heat pumps, car chargers, large houses.',
    },
  },
  {
    product: '2.0TD Bienvenida',
    use: 'household',
    names: { es: 'Tarifa Bienvenida', ca: 'Tarifa Benvinguda', en: 'Welcome Tariff' },
    link: `${DEMO_SITE}/promociones/bienvenida`,
    descriptions: {
      es: 'La Tarifa Estable Hogar con un 10 % de descuento en la energía el primer año.',
      ca: 'La Tarifa Estable Hogar amb un 10 % de descompte en l’energia el primer any.',
      en: 'Tarifa Estable Hogar with 10% off energy in the first year.',
    },
    promoCodes: WELCOME_CODES,
  },
  {
    product: 'Gas RL.1 Estable',
    use: 'household',
    names: { es: 'Gas Hogar', ca: 'Gas Llar', en: 'Home Gas' },
    link: `${DEMO_SITE}/gas/hogar`,
    descriptions: {
      es: 'Gas para cocinar y agua caliente, hasta 5.000 kWh al año.',
      ca: 'Gas per cuinar i aigua calenta, fins a 5.000 kWh l’any.',
      en: 'Gas for cooking and hot water, up to 5,000 kWh a year.',
    },
  },
  {
    product: 'Gas RL.2 Estable',
    use: 'household',
    names: { es: 'Gas Hogar Calefacción', ca: 'Gas Llar Calefacció', en: 'Home Heating Gas' },
    link: `${DEMO_SITE}/gas/hogar-calefaccion`,
    descriptions: {
      es: 'Gas para hogares con calefacción de gas, hasta 15.000 kWh al año.',
      ca: 'Gas per a llars amb calefacció de gas, fins a 15.000 kWh l’any.',
      en: 'Gas for homes with gas heating, up to 15,000 kWh a year.',
    },
  },
  {
    product: 'Gas RL.1 Negocio',
    use: 'business',
    names: { es: 'Gas Negocio', ca: 'Gas Negoci', en: 'Business Gas Basic' },
    link: `${DEMO_SITE}/gas/negocio`,
    descriptions: {
      es: 'Gas para pequeños comercios y bares, hasta 5.000 kWh al año.',
      ca: 'Gas per a petits comerços i bars, fins a 5.000 kWh l’any.',
      en: 'Gas for small shops and bars, up to 5,000 kWh a year.',
    },
  },
  {
    product: 'Gas RL.2 Negocio',
    use: 'business',
    names: { es: 'Gas Negocio', ca: 'Gas Negoci', en: 'Business Gas Basic' },
    link: `${DEMO_SITE}/gas/negocio`,
    descriptions: {
      es: 'Gas para comercios y oficinas, hasta 15.000 kWh al año.',
      ca: 'Gas per a comerços i oficines, fins a 15.000 kWh l’any.',
      en: 'Gas for shops and offices, up to 15,000 kWh a year.',
    },
  },
  {
    product: 'Gas RL.3 Empresa',
    names: { es: 'Gas Grandes Consumos', ca: 'Gas Grans Consums', en: 'High Usage Gas' },
    link: `${DEMO_SITE}/gas/empresa`,
    descriptions: {
      es: 'Gas para comercios, talleres y hogares grandes, hasta 50.000 kWh al año.',
      ca: 'Gas per a comerços, tallers i llars grans, fins a 50.000 kWh l’any.',
      en: 'Gas for shops, workshops and large homes, up to 50,000 kWh a year.',
    },
  },
];

/** The prices of a product the demo's contracts hold, by its name. */
export function demoProductPrices(name: string): { power: number[]; energy: number[] } {
  const product = demoProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return { power: product.powerPrices, energy: product.energyPrices };
}
