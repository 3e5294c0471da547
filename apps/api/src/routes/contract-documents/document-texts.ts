import type { ContractDisplayState } from '@portal/domain/rules/contract';
import type { ContractChangeKind } from '@portal/domain/schemas/settings';
import type { ServerLanguage } from '../../lib/language';

/**
 * The texts of the documents the server writes (the contract report and the batteries workbook) in
 * the languages of `lang`, beside the code like the e-mails' (lib/emails.ts): the web's i18n files
 * are not shipped to the server.
 */

/** The locale of numbers and amounts: comma decimals in Spanish and Catalan. */
type ReportTexts = {
  title: (name: string) => string;
  generatedOn: (date: string) => string;
  filename: (name: string) => string;
  sections: {
    contract: string;
    holder: string;
    supply: string;
    contact: string;
    services: string;
    batteries: string;
    pendingChanges: string;
  };
  fields: {
    state: string;
    signDate: string;
    product: string;
    accessTariff: string;
    power: string;
    pressure: string;
    flow: string;
    owner: string;
    payer: string;
    taxId: string;
    fiscalAddress: string;
    iban: string;
    cups: string;
    supplyAddress: string;
    cadastralReference: string;
    distributor: string;
    distributorReference: string;
    breakdownPhone: string;
    notificationAddress: string;
    email: string;
    phone: string;
    invoiceSending: string;
    eInvoice: string;
  };
  states: Record<ContractDisplayState, string>;
  invoiceSending: { email: string; postal: string };
  yes: string;
  no: string;
  none: string;
  serviceColumns: [name: string, start: string, end: string];
  batteryColumns: [
    battery: string,
    share: string,
    discount: string,
    period: string,
    origin: string,
  ];
  changeKinds: Record<ContractChangeKind, string>;
  requestedOn: (date: string) => string;
};

export const reportTexts: Record<ServerLanguage, ReportTexts> = {
  es: {
    title: (name) => `Informe del contrato ${name}`,
    generatedOn: (date) => `Generado el ${date}`,
    filename: (name) => `contrato-${name}.pdf`,
    sections: {
      contract: 'Datos del contrato',
      holder: 'Titular y pago',
      supply: 'Punto de suministro',
      contact: 'Datos de contacto',
      services: 'Servicios y bono social',
      batteries: 'Baterías virtuales',
      pendingChanges: 'Cambios pendientes de firma',
    },
    fields: {
      state: 'Estado',
      signDate: 'Fecha de firma',
      product: 'Producto contratado',
      accessTariff: 'Tarifa de acceso',
      power: 'Potencia contratada',
      pressure: 'Presión',
      flow: 'Caudal',
      owner: 'Titular',
      payer: 'Pagador',
      taxId: 'NIF',
      fiscalAddress: 'Dirección fiscal',
      iban: 'Cuenta de pago (IBAN)',
      cups: 'CUPS',
      supplyAddress: 'Dirección de suministro',
      cadastralReference: 'Referencia catastral',
      distributor: 'Distribuidora',
      distributorReference: 'Contrato con la distribuidora',
      breakdownPhone: 'Teléfono de averías',
      notificationAddress: 'Dirección de notificación',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      invoiceSending: 'Envío de facturas',
      eInvoice: 'Factura electrónica',
    },
    states: {
      draft: 'Borrador',
      signature_pending: 'Pendiente de firma',
      active: 'Activo',
      closed: 'De baja',
    },
    invoiceSending: { email: 'Por correo electrónico', postal: 'Por correo postal' },
    yes: 'Sí',
    no: 'No',
    none: 'Ninguno',
    serviceColumns: ['Servicio', 'Inicio', 'Fin'],
    batteryColumns: ['Batería', 'Porcentaje', 'Descuento total', 'Periodo', 'Origen'],
    changeKinds: {
      power: 'Cambio de potencia',
      iban: 'Cambio de cuenta bancaria',
      notification_address: 'Cambio de dirección de notificación',
      invoice_sending: 'Cambio del envío de facturas',
      e_invoice: 'Factura electrónica',
      no_cession_sips: 'No cesión de datos (SIPS)',
      electronic_notification: 'Notificación electrónica',
      double_tariff: 'Doble tarifa',
      happy_hours: 'Horas felices',
      happy_day: 'Día feliz',
    },
    requestedOn: (date) => `solicitado el ${date}`,
  },
  ca: {
    title: (name) => `Informe del contracte ${name}`,
    generatedOn: (date) => `Generat el ${date}`,
    filename: (name) => `contracte-${name}.pdf`,
    sections: {
      contract: 'Dades del contracte',
      holder: 'Titular i pagament',
      supply: 'Punt de subministrament',
      contact: 'Dades de contacte',
      services: 'Serveis i bo social',
      batteries: 'Bateries virtuals',
      pendingChanges: 'Canvis pendents de signatura',
    },
    fields: {
      state: 'Estat',
      signDate: 'Data de signatura',
      product: 'Producte contractat',
      accessTariff: "Tarifa d'accés",
      power: 'Potència contractada',
      pressure: 'Pressió',
      flow: 'Cabal',
      owner: 'Titular',
      payer: 'Pagador',
      taxId: 'NIF',
      fiscalAddress: 'Adreça fiscal',
      iban: 'Compte de pagament (IBAN)',
      cups: 'CUPS',
      supplyAddress: 'Adreça de subministrament',
      cadastralReference: 'Referència cadastral',
      distributor: 'Distribuïdora',
      distributorReference: 'Contracte amb la distribuïdora',
      breakdownPhone: "Telèfon d'avaries",
      notificationAddress: 'Adreça de notificació',
      email: 'Correu electrònic',
      phone: 'Telèfon',
      invoiceSending: 'Enviament de factures',
      eInvoice: 'Factura electrònica',
    },
    states: {
      draft: 'Esborrany',
      signature_pending: 'Pendent de signatura',
      active: 'Actiu',
      closed: 'De baixa',
    },
    invoiceSending: { email: 'Per correu electrònic', postal: 'Per correu postal' },
    yes: 'Sí',
    no: 'No',
    none: 'Cap',
    serviceColumns: ['Servei', 'Inici', 'Fi'],
    batteryColumns: ['Bateria', 'Percentatge', 'Descompte total', 'Període', 'Origen'],
    changeKinds: {
      power: 'Canvi de potència',
      iban: 'Canvi de compte bancari',
      notification_address: "Canvi d'adreça de notificació",
      invoice_sending: "Canvi de l'enviament de factures",
      e_invoice: 'Factura electrònica',
      no_cession_sips: 'No cessió de dades (SIPS)',
      electronic_notification: 'Notificació electrònica',
      double_tariff: 'Doble tarifa',
      happy_hours: 'Hores felices',
      happy_day: 'Dia feliç',
    },
    requestedOn: (date) => `sol·licitat el ${date}`,
  },
  en: {
    title: (name) => `Contract report ${name}`,
    generatedOn: (date) => `Generated on ${date}`,
    filename: (name) => `contract-${name}.pdf`,
    sections: {
      contract: 'Contract',
      holder: 'Holder and payment',
      supply: 'Supply point',
      contact: 'Contact details',
      services: 'Services and social bonus',
      batteries: 'Virtual batteries',
      pendingChanges: 'Changes waiting for signature',
    },
    fields: {
      state: 'State',
      signDate: 'Signed on',
      product: 'Product',
      accessTariff: 'Access tariff',
      power: 'Contracted power',
      pressure: 'Pressure',
      flow: 'Flow',
      owner: 'Holder',
      payer: 'Payer',
      taxId: 'Tax id',
      fiscalAddress: 'Tax address',
      iban: 'Payment account (IBAN)',
      cups: 'CUPS',
      supplyAddress: 'Supply address',
      cadastralReference: 'Cadastral reference',
      distributor: 'Distributor',
      distributorReference: 'Distributor contract',
      breakdownPhone: 'Breakdown phone',
      notificationAddress: 'Notification address',
      email: 'E-mail',
      phone: 'Phone',
      invoiceSending: 'Invoice sending',
      eInvoice: 'E-invoice',
    },
    states: {
      draft: 'Draft',
      signature_pending: 'Waiting for signature',
      active: 'Active',
      closed: 'Closed',
    },
    invoiceSending: { email: 'By e-mail', postal: 'By post' },
    yes: 'Yes',
    no: 'No',
    none: 'None',
    serviceColumns: ['Service', 'Start', 'End'],
    batteryColumns: ['Battery', 'Share', 'Total discount', 'Period', 'Origin'],
    changeKinds: {
      power: 'Power change',
      iban: 'Bank account change',
      notification_address: 'Notification address change',
      invoice_sending: 'Invoice sending change',
      e_invoice: 'E-invoice',
      no_cession_sips: 'No sharing of data (SIPS)',
      electronic_notification: 'Electronic notification',
      double_tariff: 'Double tariff',
      happy_hours: 'Happy hours',
      happy_day: 'Happy day',
    },
    requestedOn: (date) => `requested on ${date}`,
  },
};

type WorkbookTexts = {
  sheet: string;
  filename: string;
  columns: {
    contract: string;
    cups: string;
    batteryCode: string;
    batteryName: string;
    pes: string;
    percentage: string;
    totalDiscount: string;
    discountManagement: string;
    start: string;
    end: string;
    origin: string;
  };
  yes: string;
  no: string;
};

export const workbookTexts: Record<ServerLanguage, WorkbookTexts> = {
  es: {
    sheet: 'Baterías virtuales',
    filename: 'baterias-virtuales.xlsx',
    columns: {
      contract: 'Contrato',
      cups: 'CUPS',
      batteryCode: 'Código de batería',
      batteryName: 'Batería',
      pes: 'Peso',
      percentage: 'Porcentaje (%)',
      totalDiscount: 'Descuento total',
      discountManagement: 'Gestión de descuentos',
      start: 'Inicio',
      end: 'Fin',
      origin: 'Origen',
    },
    yes: 'Sí',
    no: 'No',
  },
  ca: {
    sheet: 'Bateries virtuals',
    filename: 'bateries-virtuals.xlsx',
    columns: {
      contract: 'Contracte',
      cups: 'CUPS',
      batteryCode: 'Codi de bateria',
      batteryName: 'Bateria',
      pes: 'Pes',
      percentage: 'Percentatge (%)',
      totalDiscount: 'Descompte total',
      discountManagement: 'Gestió de descomptes',
      start: 'Inici',
      end: 'Fi',
      origin: 'Origen',
    },
    yes: 'Sí',
    no: 'No',
  },
  en: {
    sheet: 'Virtual batteries',
    filename: 'virtual-batteries.xlsx',
    columns: {
      contract: 'Contract',
      cups: 'CUPS',
      batteryCode: 'Battery code',
      batteryName: 'Battery',
      pes: 'Weight',
      percentage: 'Share (%)',
      totalDiscount: 'Total discount',
      discountManagement: 'Discount management',
      start: 'Start',
      end: 'End',
      origin: 'Origin',
    },
    yes: 'Yes',
    no: 'No',
  },
};
