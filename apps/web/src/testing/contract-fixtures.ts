import type {
  ElectricityContract,
  ElectricityContractDetail,
  GasContract,
  GasContractDetail,
  VirtualBatteryEntry,
} from '@portal/domain/schemas/contracts';

type CommonFields = Omit<ElectricityContract, 'contracted_power_period'>;

/** What both types carry: the household's home in Madrid. */
function commonFields(): CommonFields {
  return {
    id: 1,
    name: '0100001',
    state: 'activa',
    sign_date: '2021-06-01',
    amount_debt: 0,
    atr_available: true,
    no_cession_sips: 'unactive',
    invoice_online: 'email',
    owner_partner: { name: 'Laura García Pérez' },
    fiscal_partner: { name: 'Laura García Pérez', vat: '12345678Z' },
    fiscal_address: { full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid' },
    pricelist: { name: '2.0TD Estable', nom_comercial: 'Tarifa Estable Hogar' },
    tariff: { name: '2.0TD' },
    bank_account: { id: 7, printable_iban: 'ES91 **** **** **** **** 1332' },
    notification_address: {
      id: 3,
      name: 'Laura García Pérez',
      full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
      email: 'laura.garcia@example.com',
      mobile: '+34600111222',
      street: 'Calle de Alcalá, 120, 3º B',
      zipcode: '28009',
      city: 'Madrid',
    },
    cups: {
      name: 'ES0021000120300001AB0F',
      street: 'Calle de Alcalá, 120, 3º B',
      city: 'Madrid',
      full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
      ref_catastral: '7837301VG8173B0001TT',
    },
    dso: { name: 'i-DE Redes Eléctricas Inteligentes', website: 'https://www.i-de.es' },
    dso_reference: 'DSO-0100001',
    dso_phone: '900 171 171',
    electronic_notification: true,
    date_start_electronic_notification: '2022-01-10',
    date_request_electronic_notification: '2022-01-03',
  };
}

/** Contracts as the API sends them, for the component tests. */
export function electricityContract(
  overrides: Partial<ElectricityContract> = {},
): ElectricityContract {
  return {
    ...commonFields(),
    contracted_power_period: [
      { period: 'P1', power: 4.6 },
      { period: 'P2', power: 4.6 },
    ],
    ...overrides,
  };
}

export function electricityDetail(
  overrides: Partial<ElectricityContractDetail> = {},
): ElectricityContractDetail {
  return {
    ...electricityContract(),
    pending_changes: [],
    e_invoice: false,
    services: [{ nom: 'Mantenimiento eléctrico Hogar', data_inici: '2022-03-01', data_fi: null }],
    bonos_sociales: [
      {
        nom: 'Bono social: consumidor vulnerable',
        data_inici: '2019-01-01',
        data_fi: '2021-05-31',
      },
    ],
    bateria_virtual: [],
    attachments: [
      {
        id: 11,
        name: 'Contrato firmado',
        created_date: '2021-06-01',
        size_text: '1.4 KB',
        filename: 'contrato-0100001.pdf',
        category_name: 'Contrato',
      },
      {
        id: 12,
        name: 'Condiciones generales 2021',
        created_date: '2021-06-01',
        size_text: '1.2 KB',
        filename: 'condiciones-generales-2021.pdf',
        category_name: 'Condiciones generales',
      },
    ],
    ...overrides,
  };
}

export function gasContract(overrides: Partial<GasContract> = {}): GasContract {
  return {
    ...commonFields(),
    id: 5,
    name: '0200001',
    tariff: { name: 'RL.1' },
    pricelist: { name: 'Gas RL.1 Estable', nom_comercial: 'Gas Hogar' },
    dso: { name: 'Nedgia', website: 'https://www.nedgia.es' },
    cups: {
      name: 'ES0230000280091201XY',
      street: 'Calle de Alcalá, 120, 3º B',
      city: 'Madrid',
      full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
      ref_catastral: null,
    },
    pressio: 0.05,
    caudal: 1.6,
    ...overrides,
  };
}

export function gasDetail(overrides: Partial<GasContractDetail> = {}): GasContractDetail {
  return {
    ...gasContract(),
    pending_changes: [],
    e_invoice: false,
    services: [{ name: 'Revisión de la caldera', start_date: '2021-09-01', end_date: null }],
    bonos_sociales: [],
    attachments: [],
    ...overrides,
  };
}

/** One virtual battery the contract shares in. */
export function batteryEntry(overrides: Partial<VirtualBatteryEntry> = {}): VirtualBatteryEntry {
  return {
    id: 101,
    bateria: { id: 1, name: 'Batería virtual Alcalá 120' },
    pes: 111.84,
    pes_percentatge: 60,
    total_descompte: 31.2,
    gestio_descomptes: 'aplicar',
    data_inici: '2024-06-01',
    data_final: null,
    es_origen: false,
    ...overrides,
  };
}

/** The electricity list body of GET contracts. */
export const electricityList = (
  items: ElectricityContract[],
  page: { offset?: number; limit?: number; total?: number } = {},
) => ({
  items,
  offset: page.offset ?? 0,
  limit: page.limit ?? 10,
  n_items: page.total ?? items.length,
});

/** The gas list body of GET contracts?type=gas. */
export const gasList = (items: GasContract[], page: { offset?: number; limit?: number } = {}) => ({
  items,
  offset: page.offset ?? 0,
  limit: page.limit ?? 100,
  offset_items: page.offset ?? 0,
  page_items: items.length,
  total_items: items.length,
});
