import { formatFileSize } from '@portal/domain/rules/file-size';
import type {
  ContractType,
  ElectricityContract,
  ElectricityContractDetail,
  GasContract,
  GasContractDetail,
  VirtualBatteryEntry,
} from '@portal/domain/schemas/contracts';
import { maskIban } from '@portal/domain/validators/iban';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { retailerDay } from '../../lib/retailer-day';
import { type BatteryEntryRow, listBatteryEntries } from './battery-entries.repository';
import * as repo from './customer-contracts.repository';

/*
 * The contract in the spec's shapes (spec 2 point 7): the list's items, and the detail that the
 * contract page shows, the report prints and a battery move answers with.
 */

const PERIODS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'] as const;

function commonFields(row: repo.ContractRow) {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    sign_date: row.signDate,
    amount_debt: Number(row.amountDebt),
    atr_available: row.atrAvailable,
    no_cession_sips: row.noCessionSips,
    invoice_online: row.invoiceOnline,
    owner_partner: { name: row.ownerName },
    fiscal_partner: { name: row.fiscalName, vat: row.fiscalVat },
    fiscal_address: { full_address: row.fiscalAddress },
    pricelist: { name: row.pricelistName, nom_comercial: row.pricelistCommercialName },
    tariff: { name: row.accessTariff },
    bank_account:
      row.bankAccountId !== null && row.iban !== null
        ? { id: row.bankAccountId, printable_iban: maskIban(row.iban) }
        : null,
    notification_address:
      row.notificationAddressId !== null
        ? {
            id: row.notificationAddressId,
            name: row.notificationName ?? '',
            full_address: row.notificationFullAddress,
            email: row.notificationEmail,
            mobile: row.notificationMobile,
            street: row.notificationStreet ?? '',
            zipcode: row.notificationZipcode ?? '',
            city: row.notificationCity ?? '',
          }
        : null,
    cups: {
      name: row.cups,
      street: row.cupsStreet,
      city: row.cupsCity,
      full_address: row.cupsFullAddress,
      ref_catastral: row.refCatastral,
    },
    dso: { name: row.dsoName, website: row.dsoWebsite },
    dso_reference: row.dsoReference,
    dso_phone: row.dsoPhone,
    electronic_notification: row.electronicNotification,
    date_start_electronic_notification: row.dateStartElectronicNotification,
    date_request_electronic_notification: row.dateRequestElectronicNotification,
  };
}

export function toElectricityContract(row: repo.ContractRow): ElectricityContract {
  return {
    ...commonFields(row),
    contracted_power_period: PERIODS.flatMap((period, index) => {
      const power = row.powers[index];
      return power === null || power === undefined ? [] : [{ period, power }];
    }),
  };
}

export function toGasContract(row: repo.ContractRow): GasContract {
  return { ...commonFields(row), pressio: row.gasPressureBar, caudal: row.gasFlow };
}

export function toVirtualBatteryEntry(row: BatteryEntryRow): VirtualBatteryEntry {
  return {
    id: row.id,
    bateria: { id: row.batteryId, name: row.batteryName },
    pes: row.pes,
    pes_percentatge: row.pesPercentatge,
    total_descompte: Number(row.totalDescompte),
    gestio_descomptes: row.discountManagement,
    data_inici: row.startDate,
    data_final: row.endDate,
    es_origen: row.isOrigin,
  };
}

/** The detail of one of the customer's contracts, or 404 for any other name. */
export async function getContractDetail(
  db: Database,
  userId: string,
  name: string,
  type: ContractType,
): Promise<ElectricityContractDetail | GasContractDetail> {
  const row = await repo.findDetailedContract(db, userId, name, type);
  if (!row) throw new HttpError(404, 'not_found');
  const [services, attachmentRows, pendingRows] = await Promise.all([
    repo.listServices(db, row.id),
    repo.listAttachments(db, row.id),
    repo.listPendingChanges(db, row.id),
  ]);
  const detailFields = {
    pending_changes: pendingRows.map((pending) => ({
      id: pending.id,
      kind: pending.kind,
      created_date: retailerDay(pending.createdAt),
    })),
    e_invoice: row.eInvoice,
  };
  const attachments = attachmentRows.map((attachment) => ({
    id: attachment.id,
    name: attachment.name,
    created_date: retailerDay(attachment.createdAt),
    size_text: formatFileSize(attachment.sizeBytes),
    filename: attachment.filename,
    category_name: attachment.categoryName,
  }));
  const ofKind = (kind: 'service' | 'social_bonus') =>
    services.filter((service) => service.kind === kind);

  if (type === 'gas') {
    const toGasService = (service: (typeof services)[number]) => ({
      name: service.name,
      start_date: service.startDate,
      end_date: service.endDate,
    });
    return {
      ...toGasContract(row),
      ...detailFields,
      services: ofKind('service').map(toGasService),
      bonos_sociales: ofKind('social_bonus').map(toGasService),
      attachments,
    };
  }
  const toElectricityService = (service: (typeof services)[number]) => ({
    nom: service.name,
    data_inici: service.startDate,
    data_fi: service.endDate,
  });
  const batteries = await listBatteryEntries(db, row.id);
  return {
    ...toElectricityContract(row),
    ...detailFields,
    services: ofKind('service').map(toElectricityService),
    bonos_sociales: ofKind('social_bonus').map(toElectricityService),
    bateria_virtual: batteries.map(toVirtualBatteryEntry),
    attachments,
  };
}
