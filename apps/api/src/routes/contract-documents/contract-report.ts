import { formatDisplayDate } from '@portal/domain/format/dates';
import { formatEuros, formatKw } from '@portal/domain/format/units';
import { contractDisplayState } from '@portal/domain/rules/contract';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import type { ServerLanguage } from '../../lib/language';
import { PDF_GREY, PdfWriter, documentLocales, newPdfDocument } from '../../lib/pdf-writer';
import { reportTexts } from './document-texts';

const DASH = '–';

type Detail = ElectricityContractDetail | GasContractDetail;

/** A measure with up to three decimals in the locale, its unit kept on the same line. */
const quantity = (value: number | null, unit: string, locale: string) =>
  value === null
    ? null
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)}\u00a0${unit}`;

const period = (start: string, end: string | null) =>
  `${formatDisplayDate(start)} ${DASH} ${end ? formatDisplayDate(end) : ''}`.trim();

/**
 * The contract report (spec 2 point 2, "download contract report") from the contract's detail, in
 * the request's language: A4, Helvetica with its text extractable, in the sections of the detail
 * page. `today` is the retailer's day, YYYY-MM-DD.
 */
export function buildContractReport(params: {
  detail: Detail;
  language: ServerLanguage;
  organizationName: string;
  today: string;
}): Promise<Buffer> {
  const { detail, language, organizationName } = params;
  const t = reportTexts[language];
  const locale = documentLocales[language];
  const { doc, finished } = newPdfDocument({
    title: t.title(detail.name),
    author: organizationName,
    subject: detail.cups.name,
    locale,
  });
  const w = new PdfWriter(doc, { labelWidth: 170, headingSize: 13 });
  if (organizationName) w.line(organizationName, { size: 11, bold: true, color: PDF_GREY });
  w.line(t.title(detail.name), { size: 18, bold: true });
  w.line(t.generatedOn(formatDisplayDate(params.today)), { size: 9, color: PDF_GREY });

  w.heading(t.sections.contract);
  w.field(t.fields.state, t.states[contractDisplayState(detail.state, detail.sign_date)]);
  w.field(t.fields.signDate, detail.sign_date && formatDisplayDate(detail.sign_date));
  w.field(t.fields.product, detail.pricelist.nom_comercial ?? detail.pricelist.name);
  w.field(t.fields.accessTariff, detail.tariff.name);
  if ('contracted_power_period' in detail) {
    w.field(
      t.fields.power,
      detail.contracted_power_period
        .map(({ period: name, power }) => `${name}:\u00a0${formatKw(power, locale)}`)
        .join('   '),
    );
  } else {
    w.field(t.fields.pressure, quantity(detail.pressio, 'bar', locale));
    // Spec 2 point 2 "Gas contract detail": no flow for the tariffs whose name has "3.".
    if (!detail.tariff.name.includes('3.')) {
      w.field(t.fields.flow, quantity(detail.caudal, 'm³/h', locale));
    }
  }

  w.heading(t.sections.holder);
  w.field(t.fields.owner, detail.owner_partner.name);
  w.field(t.fields.payer, detail.fiscal_partner.name);
  w.field(t.fields.taxId, detail.fiscal_partner.vat);
  w.field(t.fields.fiscalAddress, detail.fiscal_address.full_address);
  w.field(t.fields.iban, detail.bank_account?.printable_iban);

  w.heading(t.sections.supply);
  w.field(t.fields.cups, detail.cups.name);
  w.field(t.fields.supplyAddress, detail.cups.full_address);
  w.field(t.fields.cadastralReference, detail.cups.ref_catastral);
  w.field(t.fields.distributor, detail.dso.name);
  w.field(t.fields.distributorReference, detail.dso_reference);
  w.field(t.fields.breakdownPhone, detail.dso_phone);

  w.heading(t.sections.contact);
  const address = detail.notification_address;
  w.field(t.fields.notificationAddress, address && `${address.name}, ${address.full_address}`);
  w.field(t.fields.email, address?.email);
  w.field(t.fields.phone, address?.mobile);
  w.field(t.fields.invoiceSending, t.invoiceSending[detail.invoice_online]);
  w.field(t.fields.eInvoice, detail.e_invoice ? t.yes : t.no);

  w.heading(t.sections.services);
  const services =
    'contracted_power_period' in detail
      ? [...detail.services, ...detail.bonos_sociales].map((service) => [
          service.nom,
          formatDisplayDate(service.data_inici),
          service.data_fi ? formatDisplayDate(service.data_fi) : DASH,
        ])
      : [...detail.services, ...detail.bonos_sociales].map((service) => [
          service.name,
          formatDisplayDate(service.start_date),
          service.end_date ? formatDisplayDate(service.end_date) : DASH,
        ]);
  if (services.length === 0) w.line(t.none, { size: 10 });
  else w.table([3, 1, 1], t.serviceColumns, services);

  if ('bateria_virtual' in detail && detail.bateria_virtual.length > 0) {
    w.heading(t.sections.batteries);
    w.table(
      [3, 1.2, 1.5, 2, 1],
      t.batteryColumns,
      detail.bateria_virtual.map((entry) => [
        entry.bateria.name,
        `${entry.pes_percentatge} %`,
        formatEuros(entry.total_descompte, locale),
        period(entry.data_inici, entry.data_final),
        entry.es_origen ? t.yes : t.no,
      ]),
    );
  }

  if (detail.pending_changes.length > 0) {
    w.heading(t.sections.pendingChanges);
    for (const change of detail.pending_changes) {
      w.line(
        `${t.changeKinds[change.kind]} (${t.requestedOn(formatDisplayDate(change.created_date))})`,
        { size: 10 },
      );
    }
  }

  doc.end();
  return finished;
}
