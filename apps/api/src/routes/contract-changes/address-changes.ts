import type { NotificationAddressBody } from '@portal/domain/schemas/contract-changes';
import { normalizePhone } from '@portal/domain/validators/phone';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import { findContractById } from '../../services/customer-contracts/customer-contracts.repository';
import { geoDirectory } from '../../services/geo/geo-directory';
import { type ChangeDeps, byName, changeTarget, submit } from './change-requests';
import * as repo from './contract-changes.repository';

const toAddressItem = (row: repo.AddressRow) => ({
  id: row.id,
  name: row.name,
  full_address: `${row.street}, ${row.zipcode} ${row.city}`,
  street: row.street,
  zipcode: row.zipcode,
  city: row.city,
  email: row.email,
  mobile: row.mobile,
});

/** GET addresses/: the customer's notification addresses. */
export async function listAddresses(db: Database, userId: string) {
  return { items: (await repo.listAddresses(db, userId)).map(toAddressItem) };
}

/** GET contracts/{id}/addresses/: the addresses the contract can use, the customer's. */
export async function listContractAddresses(db: Database, userId: string, contractId: number) {
  if (!(await findContractById(db, userId, contractId))) {
    throw new HttpError(404, 'not_found');
  }
  return listAddresses(db, userId);
}

type NewAddress = Extract<NotificationAddressBody, { address_type: 'new' }>;

/**
 * The street line of a new address from its parts, as the seeded ones read: "Calle de Alcalá, 120,
 * 3º B" (street type, name, number, block, stair, floor and door, clarification).
 */
function streetLine(address: NewAddress, streetTypeName: string) {
  const parts = [`${streetTypeName} ${address.nv}`, address.pnp];
  if (address.bq) parts.push(`Bl. ${address.bq}`);
  if (address.es) parts.push(`Esc. ${address.es}`);
  const floorDoor = [address.pt ? `${address.pt}º` : '', address.pu ?? ''].join(' ').trim();
  if (floorDoor) parts.push(floorDoor);
  const line = parts.join(', ');
  return address.aclarador ? `${line} (${address.aclarador})` : line;
}

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

type Place = { street: string; zipcode: string; refCatastral: string | null };

/** Two addresses are one dwelling: the same cadastral reference, or the same street line and code. */
function samePlace(a: Place, b: Place) {
  if (a.refCatastral && b.refCatastral) return a.refCatastral === b.refCatastral;
  return a.zipcode === b.zipcode && comparable(a.street) === comparable(b.street);
}

/**
 * A contract with an active social bonus has its supply as the customer's habitual residence: a
 * notification address that is the supply of another active contract of theirs declares a second
 * one, which the bonus does not allow (decision 005).
 */
async function assertSingleHabitualResidence(
  db: Database,
  userId: string,
  contractId: number,
  place: Place,
) {
  if (!(await repo.hasActiveSocialBonus(db, contractId, retailerDay()))) return;
  const supplies = await repo.listActiveSupplyAddresses(db, userId, contractId);
  const own = supplies.some((supply) => supply.own && samePlace(supply, place));
  if (!own && supplies.some((supply) => !supply.own && samePlace(supply, place))) {
    throw new HttpError(400, 'error_usuario_otra_vivienda_habitual_activa');
  }
}

/** The row of a new address, or field errors for a street type or municipality that do not exist. */
function newAddressRow(userId: string, address: NewAddress) {
  const streetType = geoDirectory().streetTypes.find((type) => type.id === address.tv);
  const errors: Record<string, string[]> = {};
  if (!streetType) errors.tv = ['invalid_value'];
  // The directory has every Spanish postal code (apps/api/seed-data/geo/README.md).
  const towns = geoDirectory().municipalitiesOf(address.zipcode);
  if (towns.length === 0) errors.zipcode = ['change_address_validation'];
  else if (!towns.some((town) => town.ine === address.municipi))
    errors.municipi = ['invalid_value'];
  if (address.municipi.slice(0, 2) !== address.state_id) errors.state_id = ['invalid_value'];
  if (!streetType || Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  return {
    userId,
    name: address.name,
    streetType: address.tv,
    streetName: address.nv,
    number: address.pnp,
    block: address.bq || null,
    stair: address.es || null,
    floor: address.pt || null,
    door: address.pu || null,
    clarification: address.aclarador || null,
    street: streetLine(address, streetType.name),
    zipcode: address.zipcode,
    city: address.city,
    municipalityIne: address.municipi,
    provinceCode: address.state_id,
    refCatastral: address.ref_catastral || null,
    email: address.email,
    mobile: normalizePhone(address.mobile),
  };
}

/** POST contracts/{name}/notification/: an existing address of the customer's, or a new one. */
export async function requestNotificationAddress(
  deps: ChangeDeps,
  principal: Principal,
  name: string,
  body: NotificationAddressBody,
) {
  const { db } = deps;
  const { userId } = principal;
  const contract = await changeTarget(byName(db, userId, name));
  let place: Place;
  let newRow: ReturnType<typeof newAddressRow> | null = null;
  if (body.address_type === 'existing') {
    const address = await repo.findAddress(db, userId, body.address_id);
    if (!address) throw new HttpError(404, 'not_found');
    place = address;
  } else {
    newRow = newAddressRow(userId, body);
    place = newRow;
  }
  await assertSingleHabitualResidence(db, userId, contract.id, place);

  return submit(deps, {
    contract,
    userId,
    async prepare(tx) {
      const addressId =
        body.address_type === 'existing' ? body.address_id : await repo.insertAddress(tx, newRow!);
      return {
        request: { kind: 'notification_address', payload: { address_id: addressId } },
        result: body.address_type === 'new' ? addressId : null,
      };
    },
  });
}

/**
 * PUT contracts/{name}/notification/{email|phone}/: the inline edit of the detail's contact data,
 * a correction of the address the contract already uses rather than a change request.
 */
export async function updateNotificationContact(
  db: Database,
  principal: Principal,
  name: string,
  contact: { email: string } | { mobile: string },
) {
  const contract = await changeTarget(byName(db, principal.userId, name));
  if (contract.notificationAddressId === null) throw new HttpError(404, 'not_found');
  const row = await repo.updateAddressContact(db, contract.notificationAddressId, contact);
  if (!row) throw new HttpError(404, 'not_found');
  return toAddressItem(row);
}
