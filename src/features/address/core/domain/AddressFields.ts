import type { AddressDetails } from './Address';
import type { ContactAddress } from '../../../../kernel/domain/Contact';

/** The five fields of an address form, as typed ('' when empty). */
export interface AddressFields {
  line1: string;
  line2: string;
  suburb: string;
  town: string;
  postcode: string;
}

export const EMPTY_ADDRESS_FIELDS: AddressFields = { line1: '', line2: '', suburb: '', town: '', postcode: '' };

const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

/** Street lines built from the parts, for a directory that sends no addressLines. */
function linesFromParts(d: AddressDetails): string[] {
  if (d.boxBagType) return [join(d.boxBagType, d.boxBagNumber), d.lobby ?? ''];
  const unit = d.unitType ? join(d.unitType, d.unitValue) : '';
  const prefix = !d.unitType && d.unitValue ? `${d.unitValue}/` : '';
  const number = d.streetNumber ? `${prefix}${d.streetNumber}${d.streetAlpha ?? ''}` : '';
  const street = join(number, d.roadName, d.roadTypeName, d.roadSuffixName);
  return [[unit, d.floor].filter(Boolean).join(', '), street, d.ruralDelivery ?? ''];
}

/** The lines above the suburb: drop the "Town postcode" line and the suburb line. */
function streetLines(d: AddressDetails): string[] {
  if (d.addressLines.length === 0) return linesFromParts(d).filter(Boolean);
  const lines = [...d.addressLines];
  const last = lines[lines.length - 1] ?? '';
  if (d.postcode && last.endsWith(d.postcode)) lines.pop();
  if (d.suburb && lines[lines.length - 1] === d.suburb) lines.pop();
  return lines;
}

/**
 * Fills the form from a chosen address. The form has two street lines, so a third line
 * (apartment, level, street) folds its first lines into line 1: "Apartment 1203, Level 12".
 */
export function fieldsFromDetails(details: AddressDetails): AddressFields {
  const lines = streetLines(details);
  const line2 = lines.length > 1 ? lines[lines.length - 1] ?? '' : '';
  const line1 = lines.length > 1 ? lines.slice(0, -1).join(', ') : lines[0] ?? '';
  return {
    line1,
    line2,
    suburb: details.suburb ?? '',
    town: details.cityTown ?? details.mailTown ?? '',
    postcode: details.postcode ?? '',
  };
}

export function fieldsFromContactAddress(address: ContactAddress): AddressFields {
  return {
    line1: address.addressLines[0] ?? '',
    line2: address.addressLines.slice(1).join(', '),
    suburb: address.suburb ?? '',
    town: address.cityTown,
    postcode: address.postcode,
  };
}

/** The address to save; blank optional fields become absent lines or null. */
export function contactAddressFromFields(fields: AddressFields, dpid: string | null): ContactAddress {
  return {
    dpid,
    addressLines: [fields.line1, fields.line2].map((l) => l.trim()).filter(Boolean),
    suburb: fields.suburb.trim() || null,
    cityTown: fields.town.trim(),
    postcode: fields.postcode.trim(),
  };
}

/** The address as printed: street lines, suburb, then "Town postcode". */
export function contactAddressLines(address: ContactAddress): string[] {
  return [...address.addressLines, address.suburb ?? '', `${address.cityTown} ${address.postcode}`.trim()].filter(Boolean);
}
