import type { LeadAddress } from '@portal/domain/schemas/contracting';
import { normalizeCadastralReference } from '@portal/domain/validators/cadastral-reference';
import { geoDirectory } from '../../services/geo/geo-directory';

/* A lead's addresses against the postal directory, and as the rows a confirmation writes. */

/** A street type or a municipality the directory does not know, in an address of the lead. */
export function addressPlaceIssues(prefix: string, address: LeadAddress, kind: 'supply' | 'owner') {
  const errors: Record<string, string[]> = {};
  const directory = geoDirectory();
  if (!directory.streetTypes.some((type) => type.id === address.tv.trim())) {
    errors[`${prefix}.tv`] = ['invalid_value'];
  }
  const towns = directory.municipalitiesOf(address.dp.trim());
  if (towns.length === 0) errors[`${prefix}.dp`] = ['invalid_value'];
  else if (kind === 'supply' && !towns.some((town) => town.ine === address.ine.trim())) {
    errors[`${prefix}.ine`] = ['invalid_value'];
  }
  if (kind === 'supply' && address.state.trim() !== address.ine.trim().slice(0, 2)) {
    errors[`${prefix}.state`] = ['invalid_value'];
  }
  return errors;
}

/** A lead's address as parts for the supply point and the notification address. */
export function addressParts(address: LeadAddress) {
  const streetTypeName =
    geoDirectory().streetTypes.find((type) => type.id === address.tv.trim())?.name ??
    address.tv.trim();
  const parts = [`${streetTypeName} ${address.nv.trim()}`, address.pnp.trim()];
  if (address.bq?.trim()) parts.push(`Bl. ${address.bq.trim()}`);
  if (address.es?.trim()) parts.push(`Esc. ${address.es.trim()}`);
  const floorDoor = [address.pt?.trim() ? `${address.pt.trim()}º` : '', address.pu?.trim() ?? '']
    .join(' ')
    .trim();
  if (floorDoor) parts.push(floorDoor);
  const line = parts.join(', ');
  const street = address.aclarador?.trim() ? `${line} (${address.aclarador.trim()})` : line;
  const zipcode = address.dp.trim();
  const city = address.poblacio.trim();
  const towns = geoDirectory().municipalitiesOf(zipcode);
  const ine =
    address.ine.trim() ||
    towns.find((town) => town.city.toLowerCase() === city.toLowerCase())?.ine ||
    towns[0]?.ine ||
    '';
  const reference = normalizeCadastralReference(address.ref_catastral ?? '');
  return {
    street,
    zipcode,
    city,
    municipalityIne: ine,
    provinceCode: address.state.trim() || ine.slice(0, 2) || zipcode.slice(0, 2),
    refCatastral: reference || null,
    streetType: address.tv.trim(),
    streetName: address.nv.trim(),
    number: address.pnp.trim(),
    block: address.bq?.trim() || null,
    stair: address.es?.trim() || null,
    floor: address.pt?.trim() || null,
    door: address.pu?.trim() || null,
    clarification: address.aclarador?.trim() || null,
    full: `${street}, ${zipcode} ${city}`,
  };
}
