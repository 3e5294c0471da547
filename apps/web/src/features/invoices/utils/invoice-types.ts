import type { Settings } from '@portal/domain/schemas/settings';

/** The invoice lists of spec 2 point 2, "Invoices screen", in the order their tabs show. */
export const invoiceListTypes = ['multipoint', 'electricity', 'gas'] as const;
export type InvoiceListType = (typeof invoiceListTypes)[number];
/** The lists of single invoices (not multipoint). */
export type EnergyType = Exclude<InvoiceListType, 'multipoint'>;

export const isInvoiceListType = (value: unknown): value is InvoiceListType =>
  (invoiceListTypes as readonly unknown[]).includes(value);

/** The lists the retailer shows (features.displayTypes), in tab order. */
export function shownInvoiceTypes(settings: Settings): InvoiceListType[] {
  return invoiceListTypes.filter((type) => settings.features.displayTypes.includes(type));
}

/**
 * The multipoint list's query parameter that shows one multipoint invoice by its number: where an
 * invoice paid through it leads.
 */
export const MULTIPOINT_NUMBER_PARAM = 'number';
