import { cupsCheckLetters } from '@portal/domain/validators/cups';
import { spanishControlDigit } from '@portal/domain/validators/iban';
import { contractTariffOptions, distributors } from './schema/contracts';

/**
 * The demo customers' contracts (issue 4): the household's two homes, gas and a closed contract;
 * the company's 42 supply points, 3.0TD ones among them, and a draft waiting for its signature.
 * Everything is fixed or derived from an index, so every seed gives the same rows.
 */

export type Distributor = typeof distributors.$inferInsert & { code: string };

export const demoDistributors: Distributor[] = [
  {
    code: '0021',
    name: 'i-DE Redes Eléctricas Inteligentes',
    website: 'https://www.i-de.es',
    phone: '900 171 171',
  },
  {
    code: '0031',
    name: 'e-distribución Redes Digitales',
    website: 'https://www.edistribucion.com',
    phone: '800 760 706',
  },
  {
    code: '0230',
    name: 'Nedgia',
    website: 'https://www.nedgia.es',
    phone: '900 750 750',
  },
];

export const categoryNames = [
  'Contrato',
  'Condiciones generales',
  'Documentación técnica',
] as const;
export type CategoryName = (typeof categoryNames)[number];

export const discountTypes = [
  { name: 'aplicar', description: 'Aplicar el saldo de la batería en la próxima factura' },
  { name: 'acumular', description: 'Acumular el saldo en la batería para más adelante' },
];

/** A supply code for a distributor and a serial: ES + code + 12 digits + check letters. */
export function demoCups(distributorCode: string, serial: number, suffix = ''): string {
  const digits = `${distributorCode}${String(serial).padStart(12, '0')}`;
  return `ES${digits}${cupsCheckLetters(digits)}${suffix}`;
}

/** A Spanish IBAN with its national control digits and its mod-97 check digits. */
export function demoIban(bank: string, branch: string, account: string): string {
  const national = `${spanishControlDigit(`00${bank}${branch}`)}${spanishControlDigit(account)}`;
  const bban = `${bank}${branch}${national}${account}`;
  // ES = 14 28; check digits = 98 - (bban + "ES00" as digits) mod 97.
  const remainder = BigInt(`${bban}142800`) % 97n;
  return `ES${String(98n - remainder).padStart(2, '0')}${bban}`;
}

export type Address = {
  street: string;
  zipcode: string;
  city: string;
  ine: string;
  refCatastral?: string;
};

export const fullAddress = (address: Address) =>
  `${address.street}, ${address.zipcode} ${address.city}`;

/** A contract's share of a virtual battery; batteries are found by code, shared across contracts. */
export type DemoBatteryEntry = {
  code: string;
  name: string;
  pes: number;
  percentage: number;
  totalDiscount: string;
  management: string;
  start: string;
  end?: string;
  isOrigin: boolean;
};

/** Filled by the home's solar panels: the home is its origin, so moving from it is refused. */
const alcalaBattery = { code: 'BV-0100001', name: 'Batería virtual Alcalá 120' };

export type DemoContract = {
  name: string;
  type: 'electricity' | 'gas';
  state: 'activa' | 'baixa' | 'esborrany';
  signDate: string | null;
  endDate?: string;
  cups: string;
  distributorCode: string;
  address: Address;
  accessTariff: string;
  pricelist: [name: string, commercialName: string | null];
  powersKw?: number[];
  gas?: { pressureBar: number; flow: number };
  amountDebt?: string;
  atrAvailable?: boolean;
  invoiceOnline?: 'email' | 'postal';
  noCessionSips?: 'unactive' | 'requested' | 'active';
  electronicNotification?: { start?: string; request?: string };
  services?: { kind: 'service' | 'social_bonus'; name: string; start: string; end?: string }[];
  tariffOptions?: Omit<typeof contractTariffOptions.$inferInsert, 'contractId'>;
  /** A power change the customer asked for and has not signed yet, kW by period. */
  pendingPowerKw?: number[];
  batteries?: DemoBatteryEntry[];
  attachments?: { category: CategoryName; name: string; filename: string; createdAt: string }[];
};

export type DemoCustomer = {
  partner: { name: string; vat: string; fiscalAddress: Address };
  iban: string;
  notification: {
    name: string;
    streetType: string;
    streetName: string;
    number: string;
    floor?: string;
    door?: string;
    address: Address;
    email: string;
    mobile: string;
  };
  contracts: DemoContract[];
};

export const lauraHome: Address = {
  street: 'Calle de Alcalá, 120, 3º B',
  zipcode: '28009',
  city: 'Madrid',
  ine: '28079',
  refCatastral: '7837301VG8173B0001TT',
};

export const household: DemoCustomer = {
  partner: { name: 'Laura García Pérez', vat: '12345678Z', fiscalAddress: lauraHome },
  iban: 'ES9121000418450200051332',
  notification: {
    name: 'Laura García Pérez',
    streetType: 'CL',
    streetName: 'de Alcalá',
    number: '120',
    floor: '3',
    door: 'B',
    address: lauraHome,
    email: 'laura.garcia@example.com',
    mobile: '+34600111222',
  },
  contracts: [
    {
      name: '0100001',
      type: 'electricity',
      state: 'activa',
      signDate: '2021-06-01',
      cups: demoCups('0021', 120_300_001, '0F'),
      distributorCode: '0021',
      address: lauraHome,
      accessTariff: '2.0TD',
      pricelist: ['2.0TD Estable', 'Tarifa Estable Hogar'],
      powersKw: [4.6, 4.6],
      electronicNotification: { start: '2022-01-10', request: '2022-01-03' },
      // The bonus makes this supply the habitual residence: the second home cannot be declared one.
      services: [
        { kind: 'service', name: 'Mantenimiento eléctrico Hogar', start: '2022-03-01' },
        { kind: 'social_bonus', name: 'Bono social: consumidor vulnerable', start: '2024-01-01' },
      ],
      tariffOptions: { happyHoursStart: 14, happyHoursEnd: 16 },
      batteries: [
        {
          ...alcalaBattery,
          pes: 186.4,
          percentage: 100,
          totalDiscount: '74.56',
          management: 'aplicar',
          start: '2024-03-01',
          isOrigin: true,
        },
      ],
      attachments: [
        {
          category: 'Contrato',
          name: 'Contrato firmado',
          filename: 'contrato-0100001.pdf',
          createdAt: '2021-06-01T10:15:00Z',
        },
        {
          category: 'Condiciones generales',
          name: 'Condiciones generales 2021',
          filename: 'condiciones-generales-2021.pdf',
          createdAt: '2021-06-01T10:15:00Z',
        },
        {
          category: 'Documentación técnica',
          name: 'Certificado de instalación de autoconsumo',
          filename: 'certificado-autoconsumo-0100001.pdf',
          createdAt: '2024-02-20T09:00:00Z',
        },
      ],
    },
    {
      name: '0100002',
      type: 'electricity',
      state: 'activa',
      signDate: '2023-04-15',
      cups: demoCups('0031', 170_255_009),
      distributorCode: '0031',
      address: {
        street: 'Carrer del Racó, 9',
        zipcode: '17255',
        city: 'Begur',
        ine: '17013',
        refCatastral: '9871204EG1497S0001EO',
      },
      accessTariff: '2.0TD',
      pricelist: ['2.0TD Indexada', null],
      powersKw: [3.45, 3.45],
      invoiceOnline: 'postal',
      noCessionSips: 'requested',
      electronicNotification: { request: '2026-10-02' },
      // Shares of two batteries, neither filled by this contract: points move between them.
      batteries: [
        {
          ...alcalaBattery,
          pes: 111.84,
          percentage: 60,
          totalDiscount: '31.20',
          management: 'aplicar',
          start: '2024-06-01',
          isOrigin: false,
        },
        {
          code: 'BV-COM-17255',
          name: 'Batería comunitaria Begur',
          pes: 37.28,
          percentage: 20,
          totalDiscount: '9.85',
          management: 'acumular',
          start: '2025-02-01',
          isOrigin: false,
        },
      ],
      attachments: [
        {
          category: 'Contrato',
          name: 'Contrato firmado',
          filename: 'contrato-0100002.pdf',
          createdAt: '2023-04-15T12:30:00Z',
        },
      ],
    },
    {
      name: '0200001',
      type: 'gas',
      state: 'activa',
      signDate: '2021-06-01',
      cups: demoCups('0230', 280_091_201),
      distributorCode: '0230',
      address: lauraHome,
      accessTariff: 'RL.1',
      pricelist: ['Gas RL.1 Estable', 'Gas Hogar'],
      gas: { pressureBar: 0.05, flow: 1.6 },
      services: [{ kind: 'service', name: 'Revisión de la caldera', start: '2021-09-01' }],
      attachments: [
        {
          category: 'Contrato',
          name: 'Contrato de gas firmado',
          filename: 'contrato-0200001.pdf',
          createdAt: '2021-06-01T10:20:00Z',
        },
      ],
    },
    {
      name: '0100000',
      type: 'electricity',
      state: 'baixa',
      signDate: '2017-02-01',
      endDate: '2021-05-31',
      cups: demoCups('0021', 280_050_045),
      distributorCode: '0021',
      address: {
        street: 'Calle de Toledo, 45, 1º A',
        zipcode: '28005',
        city: 'Madrid',
        ine: '28079',
      },
      accessTariff: '2.0TD',
      pricelist: ['2.0A Estable', null],
      powersKw: [3.3, 3.3],
      services: [
        {
          kind: 'social_bonus',
          name: 'Bono social: consumidor vulnerable',
          start: '2019-01-01',
          end: '2021-05-31',
        },
      ],
    },
  ],
};

export const companySites: Address[] = [
  { street: 'Carrer de la Indústria, 25', zipcode: '17005', city: 'Girona', ine: '17079' },
  { street: 'Avinguda de Sant Narcís, 14', zipcode: '17005', city: 'Girona', ine: '17079' },
  { street: 'Carrer de Santa Eugènia, 112', zipcode: '17005', city: 'Girona', ine: '17079' },
  { street: 'Carrer Major de Salt, 58', zipcode: '17190', city: 'Salt', ine: '17155' },
  { street: 'Carrer de Pere Rovira, 7', zipcode: '17800', city: 'Olot', ine: '17114' },
  { street: 'Passeig de la Indústria, 3', zipcode: '17820', city: 'Banyoles', ine: '17015' },
  { street: 'Carrer de Cervantes, 21', zipcode: '17200', city: 'Palafrugell', ine: '17117' },
  { street: 'Rambla de Nova, 44', zipcode: '43001', city: 'Tarragona', ine: '43148' },
  { street: 'Carrer de Pere Martell, 18', zipcode: '43005', city: 'Tarragona', ine: '43148' },
  { street: 'Avinguda de Prat de la Riba, 30', zipcode: '43201', city: 'Reus', ine: '43123' },
  { street: 'Carrer de Sant Joan, 12', zipcode: '43800', city: 'Valls', ine: '43161' },
  { street: 'Carrer Major, 81', zipcode: '25002', city: 'Lleida', ine: '25120' },
  { street: 'Avinguda de Catalunya, 9', zipcode: '25300', city: 'Tàrrega', ine: '25217' },
  { street: 'Carrer de la Barca, 16', zipcode: '25600', city: 'Balaguer', ine: '25040' },
];

export const COMPANY_SUPPLY_POINTS = 42;

const gironaRoof = { code: 'BV-0300001', name: 'Bateria virtual coberta Indústria 25' };

/**
 * The company's battery entries by site: the workshop roof fills a battery shared with two sites,
 * one of which has given up its share (0 %, locked), and a share that starts only in 2030.
 */
const companyBatteries: Record<number, DemoBatteryEntry[]> = {
  1: [
    {
      ...gironaRoof,
      pes: 412.5,
      percentage: 70,
      totalDiscount: '215.40',
      management: 'aplicar',
      start: '2023-05-01',
      isOrigin: true,
    },
  ],
  2: [
    {
      ...gironaRoof,
      pes: 0,
      percentage: 0,
      totalDiscount: '0.00',
      management: 'aplicar',
      start: '2023-05-01',
      isOrigin: false,
    },
  ],
  3: [
    {
      ...gironaRoof,
      pes: 123.75,
      percentage: 30,
      totalDiscount: '0.00',
      management: 'acumular',
      start: '2030-01-01',
      isOrigin: false,
    },
  ],
};
export const powers2td = [5.75, 6.928, 9.2, 10.392, 13.856];

/** Site i of the company: every fourth a 3.0TD workshop, the last a draft waiting to be signed. */
export function companyContract(i: number): DemoContract {
  const site = companySites[(i - 1) % companySites.length]!;
  const unit = Math.floor((i - 1) / companySites.length);
  const address = unit === 0 ? site : { ...site, street: `${site.street}, nau ${unit + 1}` };
  const is30 = i % 4 === 0;
  const p = 15 + (i % 5) * 5;
  const draft = i === COMPANY_SUPPLY_POINTS;
  const closed = i === COMPANY_SUPPLY_POINTS - 1;
  return {
    name: `03${String(i).padStart(5, '0')}`,
    type: 'electricity',
    state: draft ? 'esborrany' : closed ? 'baixa' : 'activa',
    signDate: draft
      ? null
      : `20${String(19 + (i % 6))}-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    endDate: closed ? '2025-12-31' : undefined,
    cups: demoCups('0031', 405_000_000 + i),
    distributorCode: '0031',
    address,
    accessTariff: is30 ? '3.0TD' : '2.0TD',
    pricelist: is30 ? ['3.0TD Empresa Fija', 'Empresa Plus'] : ['2.0TD Empresa', 'Empresa Base'],
    powersKw: is30 ? [p, p, p + 5, p + 5, p + 10, p + 10] : [powers2td[i % 5]!, powers2td[i % 5]!],
    amountDebt: i === 3 ? '152.37' : undefined,
    // A power change already on its way (spec 2 point 4): at the distributor, and its request
    // still waiting for the customer's signature (decision 005).
    atrAvailable: i !== 7,
    pendingPowerKw: i === 7 ? [10.392, 10.392] : undefined,
    batteries: companyBatteries[i],
    electronicNotification: { start: '2024-01-15', request: '2024-01-08' },
    attachments:
      i === 1
        ? [
            {
              category: 'Contrato',
              name: 'Contrato marco de suministro',
              filename: 'contrato-marco-tallers-demo.pdf',
              createdAt: '2019-02-15T08:45:00Z',
            },
          ]
        : undefined,
  };
}

export const companyHome = companySites[0]!;

export const company: DemoCustomer = {
  partner: { name: 'Tallers Demo SL', vat: 'B12345674', fiscalAddress: companyHome },
  iban: demoIban('0081', '0200', '0123456789'),
  notification: {
    name: 'Tallers Demo SL (administració)',
    streetType: 'CL',
    streetName: 'de la Indústria',
    number: '25',
    address: companyHome,
    email: 'admin@tallers-demo.example',
    mobile: '+34933000111',
  },
  contracts: [
    ...Array.from({ length: COMPANY_SUPPLY_POINTS }, (_, index) => companyContract(index + 1)),
    {
      name: '0400001',
      type: 'gas',
      state: 'activa',
      signDate: '2022-10-01',
      cups: demoCups('0230', 170_050_025),
      distributorCode: '0230',
      address: companyHome,
      accessTariff: 'RL.3',
      pricelist: ['Gas RL.3 Empresa', 'Gas Empresa'],
      gas: { pressureBar: 0.4, flow: 10 },
    },
  ],
};

const jordiHome: Address = {
  street: 'Carrer de Sardenya, 245, 2n 1a',
  zipcode: '08013',
  city: 'Barcelona',
  ine: '08019',
};

/**
 * A customer without online access (issue 16, account activation): a home with one contract and its
 * invoices, whose account has no password until it is activated with the tax id, the contract and
 * an invoice number.
 */
export const offlineCustomer: DemoCustomer = {
  partner: { name: 'Jordi Serra Vila', vat: '45678912S', fiscalAddress: jordiHome },
  iban: 'ES7620770024003102575766',
  notification: {
    name: 'Jordi Serra Vila',
    streetType: 'CL',
    streetName: 'de Sardenya',
    number: '245',
    floor: '2',
    door: '1',
    address: jordiHome,
    email: 'jordi.serra@example.com',
    mobile: '+34644555666',
  },
  contracts: [
    {
      name: '0500001',
      type: 'electricity',
      state: 'activa',
      signDate: '2023-09-01',
      cups: demoCups('0031', 80_130_245),
      distributorCode: '0031',
      address: jordiHome,
      accessTariff: '2.0TD',
      pricelist: ['2.0TD Estable', 'Tarifa Estable Hogar'],
      powersKw: [3.45, 3.45],
    },
  ],
};

/** Demo attachments are short PDFs that say what they stand for. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 16 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.map((line) => `0 -22 Td (${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const attachmentKey = (contractName: string, filename: string) =>
  `contracts/${contractName}/${filename}`;

export function attachmentContent(customer: DemoCustomer, contract: DemoContract, name: string) {
  return demoPdf(name, [
    `Contrato ${contract.name}`,
    `Titular: ${customer.partner.name} (${customer.partner.vat})`,
    `CUPS: ${contract.cups}`,
    `Dirección: ${fullAddress(contract.address)}`,
  ]);
}
