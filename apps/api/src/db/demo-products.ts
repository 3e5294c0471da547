import type { products } from './schema';

/**
 * The demo retailer's electricity products (decision 016): what its contracts are on and what it
 * offers today per access tariff, with their prices. The prices of the products its customers hold
 * are the ones their demo invoices were billed at.
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
];

/** The prices of a product the demo's contracts hold, by its name. */
export function demoProductPrices(name: string): { power: number[]; energy: number[] } {
  const product = demoProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return { power: product.powerPrices, energy: product.energyPrices };
}
